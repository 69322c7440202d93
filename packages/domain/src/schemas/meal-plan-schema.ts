import { z } from 'zod';
import { MEAL_PLAN_DAYS } from '../constants/limits';
import { isoDateSchema } from './common';
import { LIMITS } from './limits';

const mealText = z.string().trim().min(1).max(LIMITS.mealTextMax);

/** One day of a meal plan: SPEC §9's three meals. */
export const mealDaySchema = z.object({ Breakfast: mealText, Lunch: mealText, Dinner: mealText });
export type MealDay = z.infer<typeof mealDaySchema>;

/** SPEC §3 meal plan: exactly 7 days of Breakfast, Lunch and Dinner. */
export const mealPlanSchema = z.object({
  planName: z.string().trim().min(1).max(LIMITS.mealPlanNameMax),
  reason: z.string().trim().max(LIMITS.mealReasonMax),
  days: z.array(mealDaySchema).length(MEAL_PLAN_DAYS),
  createdDate: isoDateSchema.optional(),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;

/** The meal page's prompt: free text, length-limited (DESIGN §4.5). */
export const mealPromptSchema = z.string().trim().min(1).max(LIMITS.mealPromptMax);

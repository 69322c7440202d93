import { z } from 'zod';
import { MEAL_PLAN_DAYS } from '../constants/limits';
import { isoDateSchema } from './common';
import { LIMITS } from './limits';

const mealText = z.string().trim().min(1).max(LIMITS.mealTextMax);

/** One day of a meal plan: its three meals (docs/product.md#meal-plans). */
export const mealDaySchema = z.object({ Breakfast: mealText, Lunch: mealText, Dinner: mealText });
export type MealDay = z.infer<typeof mealDaySchema>;

/** A meal plan (docs/product.md#meal-plans): exactly 7 days of Breakfast, Lunch and Dinner. */
export const mealPlanSchema = z.object({
  planName: z.string().trim().min(1).max(LIMITS.mealPlanNameMax),
  reason: z.string().trim().max(LIMITS.mealReasonMax),
  days: z.array(mealDaySchema).length(MEAL_PLAN_DAYS),
  createdDate: isoDateSchema.optional(),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;

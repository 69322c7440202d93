import { MEAL_PLAN_DAYS, MEAL_SLOTS } from '../constants/limits';
import { LIMITS } from '../schemas/limits';
import type { MealDay, MealPlan } from '../schemas/meal-plan-schema';
import { extractJson } from './extract-json';
import { MEAL_PLAN_REPLY_ERRORS, MealPlanReplyError } from './reply-errors';
import { isObject, type JsonObject, pick, readText, truncate } from './reply-values';

export const DEFAULT_MEAL_PLAN_NAME = 'Weekly Meal Plan';

/**
 * The meal-plan reply, handled as tolerantly as a routine (docs/product.md#reply-handling): JSON found the
 * same way, days as a list or as an object keyed by weekday, meal keys in any case. Days missing a meal are
 * dropped; more than 7 are cut; fewer are filled by repeating the plan's own days in order, so the result
 * always has exactly 7 days of Breakfast, Lunch and Dinner. Throws MealPlanReplyError when no day is usable.
 */
export function parseMealPlanReply(reply: unknown): MealPlan {
  const plan = planObject(reply);
  const usable = dayList(pick(plan, ['days', 'mealPlan', 'meals', 'plan', 'week']))
    .map(readDay)
    .filter((day): day is MealDay => day !== undefined);
  if (usable.length === 0) throw new MealPlanReplyError(MEAL_PLAN_REPLY_ERRORS.empty);
  const days = Array.from({ length: MEAL_PLAN_DAYS }, (_, i) => usable[i % usable.length]!);
  return {
    planName:
      truncate(readText(pick(plan, ['planName', 'name', 'title'])), LIMITS.mealPlanNameMax) ||
      DEFAULT_MEAL_PLAN_NAME,
    reason: truncate(readText(pick(plan, ['reason', 'description', 'summary'])), LIMITS.mealReasonMax),
    days: days.map((day) => ({ ...day })),
  };
}

function planObject(reply: unknown): JsonObject {
  let value: unknown = reply;
  if (typeof reply === 'string') {
    if (reply.trim() === '') throw new MealPlanReplyError(MEAL_PLAN_REPLY_ERRORS.empty);
    const parsed = extractJson(reply);
    if (!parsed) throw new MealPlanReplyError(MEAL_PLAN_REPLY_ERRORS.parse);
    value = parsed.value;
  }
  // A bare list of days is a plan without a name.
  if (Array.isArray(value)) return { days: value };
  if (!isObject(value)) throw new MealPlanReplyError(MEAL_PLAN_REPLY_ERRORS.empty);
  return value;
}

function dayList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  // { "Monday": {…}, "Tuesday": {…} } in the order given.
  if (isObject(value)) return Object.values(value);
  return [];
}

function readDay(value: unknown): MealDay | undefined {
  if (!isObject(value)) return undefined;
  const meals = isObject(value.meals) ? value.meals : value;
  const day: Partial<Record<(typeof MEAL_SLOTS)[number], string>> = {};
  for (const slot of MEAL_SLOTS) {
    const text = truncate(readMeal(pick(meals, [slot])), LIMITS.mealTextMax);
    if (text === '') return undefined;
    day[slot] = text;
  }
  return day as MealDay;
}

/** A meal as text: a string, a list of items, or an object with a name/description. */
function readMeal(value: unknown): string {
  if (Array.isArray(value)) return value.map(readMeal).filter(Boolean).join(', ');
  if (isObject(value)) return readText(pick(value, ['name', 'meal', 'title', 'description', 'dish']));
  return readText(value);
}

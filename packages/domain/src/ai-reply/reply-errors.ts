/** Routine parse errors (docs/product.md#reply-handling). */
export const ROUTINE_REPLY_ERRORS = {
  empty: 'Empty or invalid routine response',
  parse: 'Failed to parse routine JSON',
} as const;
export type RoutineReplyErrorMessage = (typeof ROUTINE_REPLY_ERRORS)[keyof typeof ROUTINE_REPLY_ERRORS];

export class RoutineReplyError extends Error {
  override readonly name = 'RoutineReplyError';
  constructor(override readonly message: RoutineReplyErrorMessage) {
    super(message);
  }
}

/** Meal-plan counterparts (the product words none; these mirror the routine ones). */
export const MEAL_PLAN_REPLY_ERRORS = {
  empty: 'Empty or invalid meal plan response',
  parse: 'Failed to parse meal plan JSON',
} as const;
export type MealPlanReplyErrorMessage = (typeof MEAL_PLAN_REPLY_ERRORS)[keyof typeof MEAL_PLAN_REPLY_ERRORS];

export class MealPlanReplyError extends Error {
  override readonly name = 'MealPlanReplyError';
  constructor(override readonly message: MealPlanReplyErrorMessage) {
    super(message);
  }
}

/** XP, progress and list sizes (docs/product.md#numbers-and-limits). */
export const XP_PER_SET = 10;
/**
 * Most XP one user earns in a UTC day across all routines (50 sets): the rank ladder measures training,
 * so a user cannot farm ranks by creating many routines of 20 x 20 sets (docs/decisions/019).
 */
export const DAILY_XP_CEILING = 500;
/** A session with no new set for this long is finished by the server the next time it is looked at. */
export const SESSION_IDLE_HOURS = 6;
export const PROGRESS_CAP = 100;
export const GENERATED_ROUTINE_WORKOUTS = 5;
export const ROUTINE_NAME_MAX_WORDS = 3;
export const RECOMMENDATION_LIMIT = 4;
/**
 * The routine leaderboard shows the current user plus this many others (docs/product.md#routine-leaderboard).
 */
export const LEADERBOARD_OTHERS = 4;

/** docs/product.md#meal-plans: a meal plan covers 7 days of these three meals. */
export const MEAL_PLAN_DAYS = 7;
export const MEAL_SLOTS = ['Breakfast', 'Lunch', 'Dinner'] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];

import type { SetType } from './set-details';

/**
 * Where a set sits in a workout during a session (decision 047): the routine's sets at 0 … sets − 1, sets
 * added in the session after them, and the warm-ups the generator proposed before them, at negative
 * places (warm-up 1 at −8, warm-up 2 at −7, …), so one ordering by place reads a workout top to bottom.
 */
export const SET_PLACE_LIMITS = {
  /** Sets a session may add to one workout, past the routine's. */
  addedPerWorkoutMax: 10,
  /** Logged warm-ups before one workout's first set. */
  warmUpsPerWorkoutMax: 8,
  /** The highest place a set may have (a routine's 20 sets and 10 added fit well under it). */
  placeMax: 99,
} as const;

export const SET_PLACE_MESSAGES = {
  place: `A set number is a whole number from -${SET_PLACE_LIMITS.warmUpsPerWorkoutMax} to ${SET_PLACE_LIMITS.placeMax}; below 0 is a warm-up before the first set.`,
  warmUpPlace: 'Only a warm-up set goes before the first set.',
  tooManyAdded: `A workout takes at most ${SET_PLACE_LIMITS.addedPerWorkoutMax} sets more than the routine gives it.`,
} as const;

/** The place of a workout's warm-up `position` (0 for the first). */
export const warmUpPlace = (position: number): number => position - SET_PLACE_LIMITS.warmUpsPerWorkoutMax;

/** Which warm-up a negative place is (0 for the first). */
export const warmUpPosition = (setIndex: number): number => setIndex + SET_PLACE_LIMITS.warmUpsPerWorkoutMax;

/** A set before the first set: one of the generator's warm-ups. */
export const isWarmUpPlace = (setIndex: number): boolean => setIndex < 0;

/** A set past the routine's: added in the session. */
export const isAddedPlace = (setIndex: number, routineSets: number): boolean => setIndex >= routineSets;

/**
 * Why the log refuses a set at this place of a workout with `routineSets` sets, or null: a place below 0
 * is a warm-up's only, and a session adds at most `addedPerWorkoutMax` sets to a workout.
 */
export function setPlaceProblem(routineSets: number, setIndex: number, setType: SetType): string | null {
  if (isWarmUpPlace(setIndex) && setType !== 'warmup') return SET_PLACE_MESSAGES.warmUpPlace;
  if (setIndex >= routineSets + SET_PLACE_LIMITS.addedPerWorkoutMax) return SET_PLACE_MESSAGES.tooManyAdded;
  return null;
}

/** How a logged set is named in history: 'W1' for a warm-up before the first set, else 'Set 3'. */
export const setPlaceLabel = (setIndex: number): string =>
  isWarmUpPlace(setIndex) ? `W${warmUpPosition(setIndex) + 1}` : `Set ${setIndex + 1}`;

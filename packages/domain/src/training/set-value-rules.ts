import { SET_VALUE_LIMITS, type SetValues } from './set-values';

/**
 * What the workout log accepts as a set's values, with the words it refuses them in. Plain data and code,
 * not a schema: the set card checks a set with it before sending (and the routine page loads no schema
 * library for that), and the log's request schema is built from the same rules, so the two agree.
 */
export const SET_VALUE_MESSAGES = {
  reps: `Reps must be a whole number from 0 to ${SET_VALUE_LIMITS.repsMax.toLocaleString('en-US')}.`,
  weightKg: `Weight must be from 0 to ${SET_VALUE_LIMITS.weightKgMax.toLocaleString('en-US')} kg.`,
  seconds: 'Time must be a whole number of seconds, at most 24 hours.',
  distanceM: 'Distance must be a whole number of metres, at most 1,000 km.',
  setId: 'A set id is 8 to 64 letters, digits or hyphens.',
  place: 'A set is named by its workout and set number, each a whole number from 0 to 99.',
} as const;

/**
 * Each value's rule: at least 0, at most `max`, and a whole number where `whole`. The log's schema is built
 * from these (workout-log-schema.ts, so the API's documentation states them too), and setValueAccepted
 * reads them without a schema library.
 */
export const SET_VALUE_RULES: { readonly [Field in keyof SetValues]-?: { whole: boolean; max: number } } = {
  reps: { whole: true, max: SET_VALUE_LIMITS.repsMax },
  weightKg: { whole: false, max: SET_VALUE_LIMITS.weightKgMax },
  seconds: { whole: true, max: SET_VALUE_LIMITS.secondsMax },
  distanceM: { whole: true, max: SET_VALUE_LIMITS.distanceMMax },
};

/** Whether the log accepts this value for this field (a value, not an empty field). */
export function setValueAccepted(field: keyof SetValues, value: number): boolean {
  const { whole, max } = SET_VALUE_RULES[field];
  return Number.isFinite(value) && value >= 0 && value <= max && (!whole || Number.isInteger(value));
}

/**
 * The first value of a set the log refuses, with the words the server answers it with (null when the set
 * may be logged): the set card says it at the field, and does not send the set. A value left empty (null)
 * is never refused.
 */
export function setValuesProblem(values: SetValues): { field: keyof SetValues; message: string } | null {
  for (const field of Object.keys(SET_VALUE_RULES) as (keyof SetValues)[]) {
    const value = values[field];
    if (
      value !== null &&
      value !== undefined &&
      !(typeof value === 'number' && setValueAccepted(field, value))
    )
      return { field, message: SET_VALUE_MESSAGES[field] };
  }
  return null;
}

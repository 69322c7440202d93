/**
 * The fixed bodyweight list a generated routine is padded from, in order (docs/product.md#reply-handling).
 */
export const FALLBACK_EXERCISES = [
  'Push-Ups',
  'Bodyweight Squats',
  'Walking Lunges',
  'Glute Bridges',
  'Plank',
  'Side Plank',
  'Mountain Climbers',
  'Jumping Jacks',
  'Reverse Lunges',
  'Bird Dogs',
  'Supermans',
  'Hip Thrusts (floor)',
  'Calf Raises',
  'Wall Sit',
] as const;

/** docs/product.md#reply-handling: defaults for a generated workout without usable sets or reps. */
export const DEFAULT_WORKOUT_SETS = 3;
export const DEFAULT_WORKOUT_REPS = '10-15';

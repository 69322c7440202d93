/** SPEC §4: the fixed bodyweight list a generated routine is padded from, in SPEC's order and spelling. */
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

/** SPEC §4: defaults for a generated workout without usable sets or reps. */
export const DEFAULT_WORKOUT_SETS = 3;
export const DEFAULT_WORKOUT_REPS = '10-15';

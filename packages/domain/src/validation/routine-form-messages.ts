import { LIMITS } from '../schemas/limits';

/** SPEC §5 create-routine messages (the last three are ours: limits SPEC does not word). */
export const ROUTINE_FORM_MESSAGES = {
  nameRequired: 'Routine name is required.',
  levelRequired: 'Please select a fitness level.',
  durationRequired: 'Please select a duration.',
  workoutsRequired: 'Add at least one workout to your routine.',
  nameTooLong: `Routine name must be at most ${LIMITS.routineNameMax} characters.`,
  nameInvalid: 'Routine name contains invalid characters.',
  tooManyWorkouts: `A routine can have at most ${LIMITS.workoutsMax} workouts.`,
} as const;

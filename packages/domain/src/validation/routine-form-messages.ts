import { LIMITS } from '../schemas/limits';

/**
 * Create-routine messages (docs/product.md#create-routine-validation). The product marks equipment required
 * without wording its message, and does not word the limits (the last three): those are ours.
 */
export const ROUTINE_FORM_MESSAGES = {
  nameRequired: 'Routine name is required.',
  equipmentRequired: 'Please select equipment or choose Bodyweight only.',
  levelRequired: 'Please select a fitness level.',
  durationRequired: 'Please select a duration.',
  workoutsRequired: 'Add at least one workout to your routine.',
  nameTooLong: `Routine name must be at most ${LIMITS.routineNameMax} characters.`,
  nameInvalid: 'Routine name contains invalid characters.',
  nameDotsOnly: 'Routine name cannot be "." or ".." (it becomes part of the routine\'s link).',
  tooManyWorkouts: `A routine can have at most ${LIMITS.workoutsMax} workouts.`,
} as const;

import { z } from 'zod';
import { ROUTINE_FORM_MESSAGES } from '../validation/routine-form-messages';
import { LIMITS } from './limits';
import { routineInputSchema } from './routine-schema';
import { withWorkoutGroups, workoutSchema } from './workout-schema';

/** A workout of an edited routine: `from` is its place in the routine as loaded; a new workout has none. */
const editedWorkoutSchema = workoutSchema.extend({
  from: z
    .int()
    .min(0)
    .max(LIMITS.workoutsMax - 1)
    .optional()
    .describe('The position this workout had in the version being edited; absent for a new workout'),
});

/**
 * PATCH /api/stryds/{userID}/{routineName}: the edited routine, whole, with the version it was loaded at.
 * Workouts come in their new order; a loaded workout left out is deleted (only where it is deleteable).
 */
export const routineEditSchema = routineInputSchema.omit({ workouts: true, restDays: true }).extend({
  version: z.int().min(1).describe('The routine’s version when it was loaded (from GET)'),
  restDays: z.int().min(LIMITS.restDaysMin).max(LIMITS.restDaysMax).nullable().optional(),
  workouts: withWorkoutGroups(
    z
      .array(editedWorkoutSchema)
      .min(LIMITS.workoutsMin, ROUTINE_FORM_MESSAGES.workoutsRequired)
      .max(LIMITS.workoutsMax, ROUTINE_FORM_MESSAGES.tooManyWorkouts)
      .refine((workouts) => {
        const from = workouts.flatMap((w) => (w.from === undefined ? [] : [w.from]));
        return new Set(from).size === from.length;
      }, 'Each workout of the routine may appear once.'),
  ),
});
export type RoutineEdit = z.infer<typeof routineEditSchema>;

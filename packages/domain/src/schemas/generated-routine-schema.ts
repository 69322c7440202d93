import { z } from 'zod';
import { normalizeExerciseName } from '../catalogue/exercise-name';
import { GENERATED_ROUTINE_WORKOUTS, ROUTINE_NAME_MAX_WORDS } from '../constants/limits';
import { isoDateSchema, noDuplicates } from './common';
import { LIMITS } from './limits';
import { routineNameSchema } from './routine-name-schema';
import { withWorkoutGroups, workoutSchema } from './workout-schema';

/**
 * A generated routine (docs/product.md#routine-fields): name of at most 3 words, a number of minutes, a
 * reason and exactly 5 workouts.
 */
export const generatedRoutineSchema = z.object({
  routineName: routineNameSchema.refine(
    (v) => v.split(/\s+/).length <= ROUTINE_NAME_MAX_WORDS,
    `Routine name must be at most ${ROUTINE_NAME_MAX_WORDS} words.`,
  ),
  estimatedTimeMinutes: z.int().min(LIMITS.estimatedMinutesMin).max(LIMITS.estimatedMinutesMax),
  routineReason: z.string().max(LIMITS.routineReasonMax),
  workouts: withWorkoutGroups(
    z
      .array(workoutSchema)
      .length(GENERATED_ROUTINE_WORKOUTS)
      .refine(
        (ws) => noDuplicates(ws.map((w) => normalizeExerciseName(w.workoutType))),
        'Each exercise may appear once.',
      ),
  ),
});
export type GeneratedRoutine = z.infer<typeof generatedRoutineSchema>;

/** Saving a generated routine adds the creation type (the server stamps createdDate itself). */
export const generatedRoutineInputSchema = generatedRoutineSchema.extend({
  routineCreationType: z.literal('generated').default('generated'),
  createdDate: isoDateSchema.optional(),
});

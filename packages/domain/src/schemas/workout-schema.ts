import { z } from 'zod';
import { WORKOUT_GROUP_KEY, WORKOUT_GROUP_MESSAGES, workoutGroupsProblem } from '../routines/workout-groups';
import { hasControlCharacter } from '../text/control-characters';
import { LIMITS } from './limits';

export const UNKNOWN_EXERCISE_MESSAGE = 'Unknown exercise.';
/** A library id's shape: lowercase words joined by hyphens ('dumbbell-bench-press'). */
export const EXERCISE_ID_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A workout (docs/product.md#routine-fields): an exercise name, a whole number of sets and a reps text ('12',
 * '10-15', '30s').
 */
export const workoutSchema = z.object({
  workoutType: z
    .string()
    .trim()
    .min(1, 'Workout name is required.')
    .max(LIMITS.workoutTypeMax)
    .refine((v) => !hasControlCharacter(v), 'Workout name contains invalid characters.'),
  workoutSets: z.int().min(LIMITS.workoutSetsMin).max(LIMITS.workoutSetsMax),
  workoutReps: z
    .string()
    .trim()
    .min(1, 'Reps are required.')
    .max(LIMITS.workoutRepsMax)
    .refine((v) => !hasControlCharacter(v), 'Reps contain invalid characters.'),
  /** Whether the creator may delete this workout (docs/product.md#editing-a-routine). */
  deleteable: z.boolean().optional(),
  /**
   * The library exercise this is; without it the server looks the name up (custom names stay allowed).
   * Only the shape is checked here, so the library stays out of the web's bundle; the server checks it exists.
   */
  exerciseId: z.string().max(80).regex(EXERCISE_ID_SHAPE, UNKNOWN_EXERCISE_MESSAGE).optional(),
  /**
   * The superset or circuit this workout belongs to (docs/product.md#supersets-and-circuits): consecutive
   * workouts with the same key form one group; null or absent for a workout done alone.
   */
  group: z
    .string()
    .regex(WORKOUT_GROUP_KEY, WORKOUT_GROUP_MESSAGES.key)
    .nullable()
    .optional()
    .describe('Superset/circuit key: consecutive workouts sharing it are done round by round; null alone'),
});
export type Workout = z.infer<typeof workoutSchema>;

/** A routine's workout list must group only consecutive workouts, at least 2 a group (a 400 otherwise). */
export function withWorkoutGroups<T extends z.ZodType<readonly { group?: string | null | undefined }[]>>(
  list: T,
) {
  return list.superRefine((workouts, ctx) => {
    const problem = workoutGroupsProblem(workouts.map((w) => w.group));
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

import { z } from 'zod';
import { hasControlCharacter } from '../text/control-characters';
import { LIMITS } from './limits';

/** SPEC §3 workout: an exercise name, a whole number of sets and a reps text ('12', '10-15', '30s'). */
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
  /** Whether the creator may delete this workout (SPEC §3). */
  deleteable: z.boolean().optional(),
});
export type Workout = z.infer<typeof workoutSchema>;

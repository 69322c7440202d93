import { z } from 'zod';
import { BODYWEIGHT_FILTER } from '../catalogue/exercise-search';
import { EXERCISE_CATEGORIES, MEASURES, MUSCLES } from '../catalogue/library/types';
import { EQUIPMENT, LEVELS } from '../constants/options';
import { LIMITS } from './limits';

/** The exercise library's answers (docs/api.md), shared by the server and the web app. */

const exerciseSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  aliases: z.array(z.string()),
  primaryMuscles: z.array(z.enum(MUSCLES)),
  equipment: z.array(z.enum(EQUIPMENT)).describe('Everything needed at once; empty means bodyweight'),
  category: z.enum(EXERCISE_CATEGORIES),
  measure: z.enum(MEASURES).describe('reps; weight_reps (reps with a load); time; distance'),
  difficulty: z.enum(LEVELS).describe('The lowest level it suits'),
  unilateral: z.boolean().describe('Done one side at a time: reps count per side'),
});
export type ExerciseSummary = z.infer<typeof exerciseSummarySchema>;

export const exerciseListSchema = z.object({
  items: z.array(exerciseSummarySchema),
  total: z.int().describe('How many exercises the whole library holds'),
});
export type ExerciseList = z.infer<typeof exerciseListSchema>;

/** GET /api/exercises/{id}/swaps: what may stand in for it during a session, the closest first. */
export const exerciseSwapsSchema = z.object({
  items: z.array(exerciseSummarySchema).describe('Same main muscle and measure (decision 048)'),
});
export type ExerciseSwaps = z.infer<typeof exerciseSwapsSchema>;

export const exerciseDetailSchema = exerciseSummarySchema.extend({
  secondaryMuscles: z.array(z.enum(MUSCLES)),
  howTo: z.string(),
  videoSearchUrl: z.string().describe('A video search for a demonstration of the exercise'),
  alternatives: z.array(exerciseSummarySchema).describe('Other exercises for the same main muscle'),
});
export type ExerciseDetail = z.infer<typeof exerciseDetailSchema>;

export const EXERCISE_FILTER_EQUIPMENT = [BODYWEIGHT_FILTER, ...EQUIPMENT] as const;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** GET /api/exercises query: every filter optional; an empty value means no filter. */
export const exerciseQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(LIMITS.workoutTypeMax).optional()),
  muscle: z.preprocess(blankToUndefined, z.enum(MUSCLES, { error: 'Unknown muscle.' }).optional()),
  equipment: z.preprocess(
    blankToUndefined,
    z.enum(EXERCISE_FILTER_EQUIPMENT, { error: 'Unknown equipment.' }).optional(),
  ),
});
export type ExerciseQuery = z.infer<typeof exerciseQuerySchema>;

import { LIMITS } from '@stryd/domain';
import { z } from 'zod';
import { errorBodySchema } from '../shared/error-responses';

const seedSchema = z
  .int()
  .min(0)
  .max(2 ** 32 - 1)
  .describe('Same answers + same seed → same routine from the builtin coach; Regenerate sends a new one.');

/**
 * The prompt is built on the server from the saved questionnaire answers
 * (docs/engineering.md#ai-prompts-and-replies).
 */
export const generateWorkoutBodySchema = z.object({ seed: seedSchema.optional() }).nullish();

export const generateMealPlanBodySchema = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, 'Tell the coach what you would like to eat.')
    .max(LIMITS.mealPromptMax, `Please keep your request to ${LIMITS.mealPromptMax} characters or fewer.`),
  seed: seedSchema.optional(),
});

/** Every status the meal-plan call can answer with besides 200. */
export const mealPlanErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
  504: errorBodySchema,
};

/** The workout call adds 409 NO_PREFERENCES. */
export const workoutErrors = { ...mealPlanErrors, 409: errorBodySchema };

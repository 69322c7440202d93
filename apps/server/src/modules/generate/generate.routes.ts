import { generateMealPlanAnswerSchema, generateWorkoutAnswerSchema } from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AiProviders } from '../../adapters/ai/select';
import type { AppContext } from '../../app-context';
import { PREMIUM_MESSAGES, requirePremium } from '../users/plan.service';
import {
  generateMealPlanBodySchema,
  generateWorkoutBodySchema,
  mealPlanErrors,
  workoutErrors,
} from './generate.schemas';
import { type GenerateDeps, generateMealPlan, generateWorkout } from './generate.service';

export const GENERATE_PREMIUM_MESSAGE = 'Generating routines is a premium feature';

/**
 * POST /generate/generate-workout and /generate/generate-meal-plan
 * (docs/engineering.md#ai-prompts-and-replies): signed in and premium (checked before the body is read),
 * rate-limited, and answered with values that have been through the domain's reply handling, never raw model
 * text.
 */
export function generateRoutes(
  { clock, config, database, session }: AppContext,
  providers: AiProviders,
): FastifyPluginAsyncZod {
  return async (app) => {
    const deps: GenerateDeps = { db: database.db, clock, providers, limits: config.ai, log: app.log };
    const gate = (message: string) => async (request: Parameters<typeof session.required>[0]) => {
      const viewer = await session.required(request);
      await requirePremium(database.db, viewer.id, clock.now(), message);
    };

    app.post(
      '/api/generate/generate-workout',
      {
        onRequest: gate(GENERATE_PREMIUM_MESSAGE),
        schema: {
          tags: ['generate'],
          summary: 'Generate a routine from your saved questionnaire answers (premium)',
          body: generateWorkoutBodySchema,
          response: { 200: generateWorkoutAnswerSchema, ...workoutErrors },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const result = await generateWorkout({ ...deps, log: request.log }, viewer, request.body?.seed);
        return reply.header('cache-control', 'no-store').send(result);
      },
    );

    app.post(
      '/api/generate/generate-meal-plan',
      {
        onRequest: gate(PREMIUM_MESSAGES.mealPlans),
        schema: {
          tags: ['generate'],
          summary: 'Generate a 7-day meal plan from a prompt of at most 500 characters (premium)',
          body: generateMealPlanBodySchema,
          response: { 200: generateMealPlanAnswerSchema, ...mealPlanErrors },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const result = await generateMealPlan(
          { ...deps, log: request.log },
          viewer,
          request.body.prompt,
          request.body.seed,
        );
        return reply.header('cache-control', 'no-store').send(result);
      },
    );
  };
}

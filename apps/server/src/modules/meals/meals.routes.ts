import { mealPlanSchema, mealPlanViewSchema } from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { userParamsSchema } from '../routines/routines.schemas';
import { errors } from '../shared/error-responses';
import { saveMealPlan } from './meals.service';

/** SPEC §5 requires only the plan name and the days, so the reason may be left out. */
const mealPlanBodySchema = mealPlanSchema.extend({ reason: mealPlanSchema.shape.reason.default('') });

export function mealsRoutes({ database, session }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/users/:userID/meals',
      {
        schema: {
          tags: ['meals'],
          summary: 'Save a meal plan (self only, premium); createdDate is set by the server',
          params: userParamsSchema,
          body: mealPlanBodySchema,
          response: { 201: mealPlanViewSchema, ...errors(400, 401, 402, 403) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const saved = await saveMealPlan(database.db, viewer, request.params.userID, request.body);
        return reply.status(201).send(saved);
      },
    );
  };
}

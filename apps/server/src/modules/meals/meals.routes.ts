import { mealPlanSchema, mealPlanViewSchema } from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errors } from '../shared/error-responses';
import { userParamsSchema } from '../shared/params';
import { saveMealPlan } from './meals.service';

/**
 * A plan needs only its name and days, so the reason may be left out (docs/product.md#saving-a-meal-plan).
 */
const mealPlanBodySchema = mealPlanSchema.extend({ reason: mealPlanSchema.shape.reason.default('') });

export function mealsRoutes({ clock, database, session }: AppContext): FastifyPluginAsyncZod {
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
        const saved = await saveMealPlan(
          database.db,
          viewer,
          request.params.userID,
          request.body,
          clock.now(),
        );
        return reply.status(201).send(saved);
      },
    );
  };
}

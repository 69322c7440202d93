import { preferencesSchema, savedPreferencesAnswerSchema } from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errors } from '../shared/error-responses';
import { getPreferences, savePreferences } from './preferences.service';

const params = z.object({ userId: z.string().trim().min(1).max(128) });

/**
 * POST/GET /interests/{userId} (docs/product.md#preference-fields): the questionnaire answers, readable and
 * writable only by their owner.
 */
export function preferencesRoutes({ clock, database, session }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/interests/:userId',
      {
        schema: {
          tags: ['preferences'],
          summary: 'Save your questionnaire answers (self only)',
          params,
          body: preferencesSchema,
          response: { 200: savedPreferencesAnswerSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        const preferences = await savePreferences(
          database.db,
          viewer,
          request.params.userId,
          request.body,
          clock.now(),
        );
        return { saved: true as const, preferences };
      },
    );

    app.get(
      '/api/interests/:userId',
      {
        schema: {
          tags: ['preferences'],
          summary: 'Your saved questionnaire answers (self only)',
          params,
          response: { 200: preferencesSchema, ...errors(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const preferences = await getPreferences(database.db, viewer, request.params.userId);
        return reply.header('cache-control', 'no-store').send(preferences);
      },
    );
  };
}

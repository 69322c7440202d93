import { plateSetupAnswerSchema, plateSetupSchema } from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { PLAIN_VALIDATION_MESSAGES } from '../../http/error-handler';
import { errors } from '../shared/error-responses';
import { plateSetupOf, savePlateSetup } from './plates.service';

/**
 * GET/PUT /api/me/plates (docs/api.md "Your account", docs/product.md#plate-calculator): the signed-in
 * member's bar and plates, which the routine page loads every barbell set from.
 */
export function platesRoutes({ database, session }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/me/plates',
      {
        schema: {
          tags: ['users'],
          summary: 'Your bar and plates for the plate calculator (the default for your unit until saved)',
          response: { 200: plateSetupAnswerSchema, ...errors(401) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        return reply.header('cache-control', 'no-store').send(await plateSetupOf(database.db, viewer.id));
      },
    );

    app.put(
      '/api/me/plates',
      {
        config: PLAIN_VALIDATION_MESSAGES,
        schema: {
          tags: ['users'],
          summary: 'Save your bar and plates: the whole setup, replacing the one before',
          body: plateSetupSchema,
          response: { 200: plateSetupAnswerSchema, ...errors(400, 401) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const saved = await savePlateSetup(database.db, viewer.id, request.body);
        return reply.header('cache-control', 'no-store').send(saved);
      },
    );
  };
}

import { sessionVisibilityBodySchema, sessionVisibilityDefaultSchema } from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errors } from '../shared/error-responses';
import { changeOwnSession, sessionVisibilityOf, setSessionVisibilityOf } from './history.service';
import { sessionParamsSchema } from './workout-log.schemas';

/** Who may see one's sessions (decision 033): the account's default, and one session's own choice. */
export function visibilityRoutes({ database, session }: AppContext): FastifyPluginAsyncZod {
  const db = database.db;
  return async (app) => {
    app.get(
      '/api/me/session-visibility',
      {
        schema: {
          tags: ['workout log'],
          summary: 'Who may see your sessions that have no visibility of their own',
          response: { 200: sessionVisibilityDefaultSchema, ...errors(401) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const visibility = await sessionVisibilityOf(db, viewer.id);
        return reply.header('cache-control', 'no-store').send({ visibility });
      },
    );

    app.put(
      '/api/me/session-visibility',
      {
        schema: {
          tags: ['workout log'],
          summary: "Sets who may see your sessions by default ('only-me' until changed)",
          body: sessionVisibilityDefaultSchema,
          response: { 200: sessionVisibilityDefaultSchema, ...errors(400, 401) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        await setSessionVisibilityOf(db, viewer.id, request.body.visibility);
        return { visibility: request.body.visibility };
      },
    );

    app.put(
      '/api/history/sessions/:sessionId/visibility',
      {
        schema: {
          tags: ['workout log'],
          summary: 'Sets who may see one of your sessions (null: your default again)',
          params: sessionParamsSchema,
          body: sessionVisibilityBodySchema,
          response: { 200: sessionVisibilityBodySchema, ...errors(400, 401, 404) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        await changeOwnSession(db, viewer.id, request.params.sessionId, {
          visibility: request.body.visibility,
        });
        return { visibility: request.body.visibility };
      },
    );
  };
}

import { kudosAnswerSchema, kudosListSchema } from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errors } from '../shared/error-responses';
import { sessionParamsSchema } from '../workout-log/workout-log.schemas';
import { giveKudosTo, kudosList, takeKudosFrom } from './kudos.service';

/** Kudos on a finished session (docs/api.md "Feed and kudos"): give once, take back, who gave them. */
export function kudosRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { clock, database, session, inboxNotices } = context;
  const { kudosPerHour } = context.config;
  const db = database.db;
  const path = '/api/history/sessions/:sessionId/kudos';
  return async (app) => {
    app.put(
      path,
      {
        schema: {
          tags: ['feed'],
          summary: 'Give kudos to a session you may see (once; a repeat changes nothing)',
          params: sessionParamsSchema,
          response: { 200: kudosAnswerSchema, ...errors(400, 401, 403, 404, 429) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        return giveKudosTo(db, inboxNotices, request.params.sessionId, viewer.id, clock.now(), kudosPerHour);
      },
    );

    app.delete(
      path,
      {
        schema: {
          tags: ['feed'],
          summary: 'Take your kudos back',
          params: sessionParamsSchema,
          response: { 200: kudosAnswerSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        return takeKudosFrom(db, request.params.sessionId, viewer.id);
      },
    );

    app.get(
      path,
      {
        schema: {
          tags: ['feed'],
          summary: 'Who gave kudos to a session you may see, newest first',
          params: sessionParamsSchema,
          response: { 200: kudosListSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const answer = await kudosList(db, request.params.sessionId, viewer.id);
        return reply.header('cache-control', 'no-store').send(answer);
      },
    );
  };
}

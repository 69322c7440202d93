import { feedAnswerSchema, feedQuerySchema } from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errors } from '../shared/error-responses';
import { feedOf } from './feed.service';

/** The feed (docs/api.md "Feed and kudos"): your cards and those of the people you follow. */
export function feedRoutes({ clock, database, session }: AppContext): FastifyPluginAsyncZod {
  const db = database.db;
  return async (app) => {
    app.get(
      '/api/feed',
      {
        schema: {
          tags: ['feed'],
          summary:
            'What you and the people you follow did, newest first: sessions, routines created and joined, ranks reached',
          querystring: feedQuerySchema,
          response: { 200: feedAnswerSchema, ...errors(400, 401) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const answer = await feedOf(db, viewer.id, request.query, clock.now());
        return reply.header('cache-control', 'no-store').send(answer);
      },
    );
  };
}

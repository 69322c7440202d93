import { meAnswerSchema } from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { getMe } from './me.service';

/** The signed-in account, or { user: null } (a 200, so signed-out pages log no errors). */
export function meRoutes({ clock, database, session }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/me',
      { schema: { tags: ['users'], response: { 200: meAnswerSchema } } },
      async (request, reply) => {
        const viewer = await session.optional(request);
        const user = viewer ? await getMe(database.db, viewer.id, clock.now()) : null;
        return reply.header('cache-control', 'no-store').send({ user });
      },
    );
  };
}

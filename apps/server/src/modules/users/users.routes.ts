import { userViewSchema } from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errors } from '../shared/error-responses';
import { userParamsSchema } from '../shared/params';
import { getUserProfile } from './users.service';

export function usersRoutes({ clock, database, session }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/users/:userID',
      {
        schema: {
          tags: ['users'],
          summary: 'A user profile (one object; e-mail and meal plans only for yourself)',
          params: userParamsSchema,
          response: { 200: userViewSchema, ...errors(404) },
        },
      },
      async (request, reply) => {
        const viewer = await session.optional(request);
        const user = await getUserProfile(database.db, viewer, request.params.userID, clock.now());
        return reply.header('cache-control', 'private, no-store').send(user);
      },
    );
  };
}

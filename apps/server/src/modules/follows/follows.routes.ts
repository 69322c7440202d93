import { followAnswerSchema } from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { userParamsSchema } from '../routines/routines.schemas';
import { errors } from '../shared/error-responses';
import { followUser, unfollowUser } from './follows.service';

const ignoredBody = z
  .looseObject({})
  .optional()
  .describe(
    'SPEC §7 sends username, profileImageLink and userID; ignored: the follower is the session user.',
  );

/** Follow and unfollow: the path userID is the person being followed, the follower is the session user. */
export function followsRoutes({ config, database, session }: AppContext): FastifyPluginAsyncZod {
  const links = { siteUrl: config.siteUrl ?? config.baseUrl };
  return async (app) => {
    app.post(
      '/api/users/:userID/follow',
      {
        schema: {
          tags: ['users'],
          summary: 'Follow a user (idempotent)',
          params: userParamsSchema,
          body: ignoredBody,
          response: { 200: followAnswerSchema, ...errors(400, 401, 404) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        return followUser(database.db, links, viewer, request.params.userID);
      },
    );
    app.post(
      '/api/users/:userID/unfollow',
      {
        schema: {
          tags: ['users'],
          summary: 'Unfollow a user (idempotent)',
          params: userParamsSchema,
          body: ignoredBody,
          response: { 200: followAnswerSchema, ...errors(400, 401, 404) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        return unfollowUser(database.db, viewer, request.params.userID);
      },
    );
  };
}

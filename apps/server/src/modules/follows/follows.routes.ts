import { followAnswerSchema } from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { mailLinksOf } from '../email/mail-links';
import { errors } from '../shared/error-responses';
import { userParamsSchema } from '../shared/params';
import { followUser, unfollowUser } from './follows.service';

const ignoredBody = z
  .looseObject({})
  .optional()
  .describe(
    'The original API sends username, profileImageLink and userID; ignored: the follower is the session user.',
  );

/** Follow and unfollow: the path userID is the person being followed, the follower is the session user. */
export function followsRoutes({
  clock,
  config,
  database,
  session,
  inboxNotices,
}: AppContext): FastifyPluginAsyncZod {
  const links = mailLinksOf(config);
  return async (app) => {
    app.post(
      '/api/users/:userID/follow',
      {
        schema: {
          tags: ['users'],
          summary: 'Follow a user (idempotent)',
          params: userParamsSchema,
          body: ignoredBody,
          response: { 200: followAnswerSchema, ...errors(400, 401, 404, 429) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        return followUser(database.db, links, inboxNotices, viewer, request.params.userID, clock.now());
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

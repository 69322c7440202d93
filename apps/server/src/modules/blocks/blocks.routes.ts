import { blockAnswerSchema, blockedPeopleAnswerSchema } from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errors } from '../shared/error-responses';
import { userParamsSchema } from '../shared/params';
import { block, blockedPeopleOf, unblock } from './blocks.service';

/** Blocking (docs/api.md "Blocking and reports"): the path userID is the person blocked. */
export function blocksRoutes({ clock, database, session, inboxNotices }: AppContext): FastifyPluginAsyncZod {
  const db = database.db;
  const path = '/api/users/:userID/block';
  return async (app) => {
    app.put(
      path,
      {
        schema: {
          tags: ['safety'],
          summary: 'Block a person: each is hidden from the other (idempotent)',
          params: userParamsSchema,
          response: { 200: blockAnswerSchema, ...errors(400, 401, 404) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        return block(db, inboxNotices, viewer.id, request.params.userID, clock.now());
      },
    );

    app.delete(
      path,
      {
        schema: {
          tags: ['safety'],
          summary: 'Unblock a person (idempotent)',
          params: userParamsSchema,
          response: { 200: blockAnswerSchema, ...errors(400, 401, 404) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        return unblock(db, viewer.id, request.params.userID);
      },
    );

    app.get(
      '/api/me/blocks',
      {
        schema: {
          tags: ['safety'],
          summary: 'The people you blocked, most recent first',
          response: { 200: blockedPeopleAnswerSchema, ...errors(401) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        return reply.header('cache-control', 'no-store').send(await blockedPeopleOf(db, viewer.id));
      },
    );
  };
}

import {
  deleteAnswerSchema,
  joinAnswerSchema,
  leaderboardPageSchema,
  leaveAnswerSchema,
  routineEditSchema,
  routineNameKey,
  routineViewSchema,
} from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { mailLinksOf } from '../email/mail-links';
import { errors } from '../shared/error-responses';
import { creatorRoutineParamsSchema } from '../shared/params';
import { getLeaderboard, joinRoutine, leaveRoutine } from './participants.service';
import { createRoutine } from './routine-create.service';
import { editRoutine } from './routine-edit.service';
import {
  createRoutineBodySchema,
  ignoredIdentityBodySchema,
  leaderboardQuerystringSchema,
  routineListSchema,
  routineParamsSchema,
} from './routines.schemas';
import { deleteRoutine, getRoutine, listUserRoutines } from './routines.service';

/**
 * Routines ("stryds"): docs/product.md#api-calls paths under /api, rules of
 * docs/engineering.md#security-and-integrity.
 */
export function routinesRoutes({
  clock,
  config,
  database,
  inboxNotices,
  feedNotices,
  session,
  routineCache,
}: AppContext): FastifyPluginAsyncZod {
  const db = database.db;
  const changing = <T>(creatorId: string, name: string, change: () => Promise<T>) =>
    routineCache.changing(creatorId, routineNameKey(name), change);
  const links = mailLinksOf(config);
  return async (app) => {
    app.post(
      '/api/stryds/:userID',
      {
        schema: {
          tags: ['routines'],
          summary: 'Save a routine you created or generated (self only, premium)',
          params: z.object({ userID: routineParamsSchema.shape.userID }),
          body: createRoutineBodySchema,
          response: { 201: routineViewSchema, ...errors(400, 401, 402, 403, 409) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const view = await createRoutine(db, viewer, request.params.userID, request.body, clock.now());
        // The name may have led to another routine before (an old name of a renamed one): not any more.
        routineCache.forget(view.creatorID, routineNameKey(view.routineName));
        // A routine created is a card in the creator's and their followers' feeds (decision 038).
        await feedNotices.publish(viewer.id);
        return reply.status(201).send(view);
      },
    );

    app.get(
      '/api/stryds/:userID',
      {
        schema: {
          tags: ['routines'],
          summary: "A user's routines (summaries, newest first)",
          params: z.object({ userID: routineParamsSchema.shape.userID }),
          response: { 200: routineListSchema, ...errors(404) },
        },
      },
      async (request) => listUserRoutines(db, request.params.userID),
    );

    app.get(
      '/api/stryds/:userID/:routineName',
      {
        schema: {
          tags: ['routines'],
          summary: 'One routine with the top of its leaderboard (signed in, premium)',
          params: routineParamsSchema,
          response: { 200: routineViewSchema, ...errors(401, 402, 404) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const view = await getRoutine(
          db,
          routineCache,
          viewer,
          request.params.userID,
          request.params.routineName,
          clock.now(),
        );
        return reply.header('cache-control', 'no-store').send(view);
      },
    );

    app.patch(
      '/api/stryds/:userID/:routineName',
      {
        schema: {
          tags: ['routines'],
          summary: 'Edit your routine (creator only, premium): the whole edited routine with its version',
          params: routineParamsSchema,
          body: routineEditSchema,
          response: { 200: routineViewSchema, ...errors(400, 401, 402, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const { userID, routineName } = request.params;
        const forgetNewName = () => routineCache.forget(userID, routineNameKey(request.body.routineName));
        const view = await changing(userID, routineName, () =>
          editRoutine(db, viewer, userID, routineName, request.body, clock.now()).finally(forgetNewName),
        );
        return reply.header('cache-control', 'no-store').send(view);
      },
    );

    app.get(
      '/api/stryds/:userID/:routineName/leaderboard',
      {
        schema: {
          tags: ['routines'],
          summary: "A page of a routine's whole leaderboard (signed in, premium)",
          description:
            'Routine XP high to low, then join time, then user id. Follow nextOffset until it is null.',
          params: routineParamsSchema,
          querystring: leaderboardQuerystringSchema,
          response: { 200: leaderboardPageSchema, ...errors(400, 401, 402, 404) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const { userID, routineName } = request.params;
        const page = await getLeaderboard(db, viewer, userID, routineName, request.query, clock.now());
        return reply.header('cache-control', 'no-store').send(page);
      },
    );

    app.delete(
      '/api/stryds/delete/:userID/:routineName',
      {
        schema: {
          tags: ['routines'],
          summary: 'Delete your routine (creator only)',
          params: routineParamsSchema,
          response: { 200: deleteAnswerSchema, ...errors(401, 403, 404) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        const { userID, routineName } = request.params;
        await changing(userID, routineName, () =>
          deleteRoutine(db, viewer, userID, routineName, clock.now()),
        );
        return { deleted: true as const };
      },
    );

    app.post(
      '/api/stryds/join-routine/:userID/:routineName',
      {
        schema: {
          tags: ['routines'],
          summary: 'Join a routine as the signed-in user (premium); also records the joined routine',
          description:
            'The path userID is the routine creator. 201 when newly joined, 200 when already a participant.',
          params: routineParamsSchema,
          body: ignoredIdentityBodySchema,
          response: { 200: joinAnswerSchema, 201: joinAnswerSchema, ...errors(400, 401, 402, 404) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const { userID, routineName } = request.params;
        const { created, answer } = await changing(userID, routineName, () =>
          joinRoutine(db, links, inboxNotices, viewer, userID, routineName, clock.now()),
        );
        // A new join is a card in the joiner's and their followers' feeds; joining again is not.
        if (created) await feedNotices.publish(viewer.id);
        return reply.status(created ? 201 : 200).send(answer);
      },
    );

    app.post(
      '/api/stryds/leave-routine/:creatorId/:routineName',
      {
        schema: {
          tags: ['routines'],
          summary: 'Leave a routine as the signed-in user (idempotent)',
          params: creatorRoutineParamsSchema,
          body: ignoredIdentityBodySchema,
          response: { 200: leaveAnswerSchema, ...errors(400, 401, 404) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        const { creatorId, routineName } = request.params;
        return changing(creatorId, routineName, () =>
          leaveRoutine(db, viewer, creatorId, routineName, clock.now()),
        );
      },
    );
  };
}

import {
  exerciseById,
  exerciseProgressSchema,
  finishSessionAnswerSchema,
  finishSessionBodySchema,
  historyAnswerSchema,
  historyPrivacyBodySchema,
  historyQuerySchema,
  logSetAnswerSchema,
  logSetBodySchema,
  routineNameKey,
  routineSessionAnswerSchema,
  sessionDetailSchema,
  sessionNoteBodySchema,
  unlogSetAnswerSchema,
} from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { PLAIN_VALIDATION_MESSAGES } from '../../http/error-handler';
import { notFound } from '../../http/errors';
import { errors } from '../shared/error-responses';
import { creatorRoutineParamsSchema } from '../shared/params';
import {
  changeOwnSession,
  exerciseProgress,
  historyOf,
  historyPrivacyOf,
  sessionDetail,
  setHistoryPrivacy,
  streakOf,
} from './history.service';
import { finishRoutineSession, routineSession } from './session.service';
import { logSet, unlogSet } from './set-log.service';
import { sessionParamsSchema, setParamsSchema, userHistoryParamsSchema } from './workout-log.schemas';

const exerciseParams = z.object({ exerciseId: z.string().min(1).max(80) });

/** The workout log (docs/api.md "Workout log"): sets with values, sessions, history, records, progress. */
export function workoutLogRoutes({
  clock,
  database,
  feedNotices,
  inboxNotices,
  session,
  routineCache,
}: AppContext): FastifyPluginAsyncZod {
  const db = database.db;
  return async (app) => {
    app.get(
      '/api/stryds/:creatorId/:routineName/session',
      {
        schema: {
          tags: ['workout log'],
          summary: 'Your open session of a routine (to resume) and your last sets of its exercises',
          params: creatorRoutineParamsSchema,
          response: { 200: routineSessionAnswerSchema, ...errors(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const { creatorId, routineName } = request.params;
        const answer = await routineSession(db, viewer, creatorId, routineName, clock.now());
        return reply.header('cache-control', 'no-store').send(answer);
      },
    );

    app.put(
      '/api/stryds/:creatorId/:routineName/sets/:setId',
      {
        config: PLAIN_VALIDATION_MESSAGES,
        schema: {
          tags: ['workout log'],
          summary:
            'Tick a set with its values: logged in the open session, +10 XP by the XP rules (idempotent by set id)',
          params: setParamsSchema,
          body: logSetBodySchema,
          response: { 200: logSetAnswerSchema, ...errors(400, 401, 402, 404) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        const { creatorId, routineName } = request.params;
        return routineCache.changing(creatorId, routineNameKey(routineName), () =>
          logSet(db, viewer, request.params, request.body, clock.now(), {
            inbox: inboxNotices,
            feed: feedNotices,
          }),
        );
      },
    );

    app.delete(
      '/api/stryds/:creatorId/:routineName/sets/:setId',
      {
        config: PLAIN_VALIDATION_MESSAGES,
        schema: {
          tags: ['workout log'],
          summary: 'Untick a set of the open session: its log goes and the XP it earned is taken back',
          params: setParamsSchema,
          response: { 200: unlogSetAnswerSchema, ...errors(400, 401, 402, 404, 409) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        const { creatorId, routineName } = request.params;
        return routineCache.changing(creatorId, routineNameKey(routineName), () =>
          unlogSet(db, viewer, request.params, clock.now()),
        );
      },
    );

    app.post(
      '/api/stryds/:creatorId/:routineName/session/finish',
      {
        config: PLAIN_VALIDATION_MESSAGES,
        schema: {
          tags: ['workout log'],
          summary: 'Finish your open session of a routine: it goes to your history',
          params: creatorRoutineParamsSchema,
          body: finishSessionBodySchema.optional(),
          response: { 200: finishSessionAnswerSchema, ...errors(400, 401, 402, 404) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        const { creatorId, routineName } = request.params;
        const finish = request.body ?? {};
        const finished = await finishRoutineSession(db, viewer, creatorId, routineName, finish, clock.now());
        // Open feeds of the viewer and their followers read themselves again (who may see it is theirs to ask).
        if (finished) await feedNotices.publish(viewer.id);
        return { session: finished };
      },
    );

    app.get(
      '/api/history',
      {
        schema: {
          tags: ['workout log'],
          summary: 'Your finished sessions (newest first), calendar, weekly totals and streak',
          querystring: historyQuerySchema,
          response: { 200: historyAnswerSchema, ...errors(400, 401) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const answer = await historyOf(db, viewer.id, viewer.id, request.query, clock.now());
        return reply.header('cache-control', 'no-store').send(answer);
      },
    );

    app.get(
      '/api/users/:userID/history',
      {
        schema: {
          tags: ['workout log'],
          summary: "Someone's history, when they made it public (403 otherwise)",
          params: userHistoryParamsSchema,
          querystring: historyQuerySchema,
          response: { 200: historyAnswerSchema, ...errors(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const answer = await historyOf(db, request.params.userID, viewer.id, request.query, clock.now());
        return reply.header('cache-control', 'no-store').send(answer);
      },
    );

    app.get(
      '/api/history/sessions/:sessionId',
      {
        schema: {
          tags: ['workout log'],
          summary: 'One finished or open session with every set (its owner, or anyone when public)',
          params: sessionParamsSchema,
          response: { 200: sessionDetailSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const answer = await sessionDetail(db, request.params.sessionId, viewer.id);
        return reply.header('cache-control', 'no-store').send(answer);
      },
    );

    app.put(
      '/api/history/sessions/:sessionId/note',
      {
        config: PLAIN_VALIDATION_MESSAGES,
        schema: {
          tags: ['workout log'],
          summary: 'Sets the note of one of your sessions, open or finished (null or empty: no note)',
          params: sessionParamsSchema,
          body: sessionNoteBodySchema,
          response: { 200: z.object({ note: z.string().nullable() }), ...errors(400, 401, 404) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        await changeOwnSession(db, viewer.id, request.params.sessionId, { note: request.body.note });
        return { note: request.body.note };
      },
    );

    app.get(
      '/api/exercises/:exerciseId/progress',
      {
        schema: {
          tags: ['workout log'],
          summary: 'Your progress on a library exercise: a point per training day and your records',
          params: exerciseParams,
          response: { 200: exerciseProgressSchema, ...errors(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const exercise = exerciseById(request.params.exerciseId);
        if (!exercise) throw notFound('There is no such exercise in the library.', 'EXERCISE_NOT_FOUND');
        const answer = await exerciseProgress(db, viewer.id, exercise.id);
        return reply.header('cache-control', 'no-store').send(answer);
      },
    );

    app.get(
      '/api/me/streak',
      {
        schema: {
          tags: ['workout log'],
          summary: 'Weeks in a row with at least one finished session',
          response: { 200: z.object({ streakWeeks: z.int() }), ...errors(401) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const streakWeeks = await streakOf(db, viewer.id, clock.now());
        return reply.header('cache-control', 'no-store').send({ streakWeeks });
      },
    );

    app.get(
      '/api/me/history-privacy',
      {
        schema: {
          tags: ['workout log'],
          summary: 'Whether others may see your history (the settings page reads it)',
          response: { 200: historyPrivacyBodySchema, ...errors(401) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const historyPublic = await historyPrivacyOf(db, viewer.id);
        return reply.header('cache-control', 'no-store').send({ historyPublic });
      },
    );

    app.put(
      '/api/me/history-privacy',
      {
        schema: {
          tags: ['workout log'],
          summary: 'Whether others may see your history (private by default)',
          body: historyPrivacyBodySchema,
          response: { 200: historyPrivacyBodySchema, ...errors(400, 401) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        await setHistoryPrivacy(db, viewer.id, request.body.historyPublic);
        return { historyPublic: request.body.historyPublic };
      },
    );
  };
}

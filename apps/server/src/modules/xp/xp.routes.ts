import { routineNameKey, xpAnswerSchema } from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { ignoredIdentityBodySchema } from '../routines/routines.schemas';
import { errors } from '../shared/error-responses';
import { creatorRoutineParamsSchema } from '../shared/params';
import { changeRoutineXp } from './xp.service';

/**
 * Ticking and unticking a set. Each call is also the total-XP update the original API sent separately
 * (POST /users/increment-total-xp and /decrement-total-xp are folded in here).
 */
export function xpRoutes({
  clock,
  database,
  session,
  routineCache,
  inboxNotices,
  feedNotices,
}: AppContext): FastifyPluginAsyncZod {
  const db = database.db;
  return async (app) => {
    for (const direction of ['increment', 'decrement'] as const) {
      app.post(
        `/api/stryds/${direction}-routine-xp/:creatorId/:routineName`,
        {
          schema: {
            tags: ['xp'],
            summary:
              direction === 'increment'
                ? 'Tick a set: +10 XP on the routine, today and in total (premium participants)'
                : 'Untick a set: -10 XP, never below today’s zero (premium participants)',
            params: creatorRoutineParamsSchema,
            body: ignoredIdentityBodySchema,
            response: { 200: xpAnswerSchema, ...errors(400, 401, 402, 403, 404, 409) },
          },
        },
        async (request) => {
          const viewer = await session.required(request);
          const { creatorId, routineName } = request.params;
          // The leaderboard on the routine page changes.
          return routineCache.changing(creatorId, routineNameKey(routineName), () =>
            changeRoutineXp(db, viewer, creatorId, routineName, direction, clock.now(), {
              inbox: inboxNotices,
              feed: feedNotices,
            }),
          );
        },
      );
    }
  };
}

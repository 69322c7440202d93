import { routineSessionAnswerSchema, SWAP_MESSAGES, swapBodySchema } from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { PLAIN_VALIDATION_MESSAGES } from '../../http/error-handler';
import { errors } from '../shared/error-responses';
import { creatorRoutineParamsSchema } from '../shared/params';
import { swapExercise } from './swap.service';

const swapParamsSchema = creatorRoutineParamsSchema.extend({
  workoutIndex: z.coerce
    .number(SWAP_MESSAGES.noSuchWorkout)
    .int(SWAP_MESSAGES.noSuchWorkout)
    .min(0, SWAP_MESSAGES.noSuchWorkout)
    .max(99, SWAP_MESSAGES.noSuchWorkout),
});

/** Swapping a workout's exercise for this session (decision 048): the routine itself is unchanged. */
export function swapRoutes({ clock, database, session }: AppContext): FastifyPluginAsyncZod {
  const db = database.db;
  return async (app) => {
    app.put(
      '/api/stryds/:creatorId/:routineName/session/swaps/:workoutIndex',
      {
        config: PLAIN_VALIDATION_MESSAGES,
        schema: {
          tags: ['workout log'],
          summary:
            "Swap a workout's exercise in your open session for an alternative (same main muscle and measure); opens the session",
          params: swapParamsSchema,
          body: swapBodySchema,
          response: { 200: routineSessionAnswerSchema, ...errors(400, 401, 402, 404, 409) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        return swapExercise(db, viewer, request.params, request.body.exerciseId, clock.now());
      },
    );

    app.delete(
      '/api/stryds/:creatorId/:routineName/session/swaps/:workoutIndex',
      {
        config: PLAIN_VALIDATION_MESSAGES,
        schema: {
          tags: ['workout log'],
          summary:
            "Take a swap back: the workout is the routine's own exercise again (while none of its sets is ticked)",
          params: swapParamsSchema,
          response: { 200: routineSessionAnswerSchema, ...errors(400, 401, 402, 404, 409) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        return swapExercise(db, viewer, request.params, null, clock.now());
      },
    );
  };
}

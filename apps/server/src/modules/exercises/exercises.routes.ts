import {
  exerciseDetailSchema,
  exerciseListSchema,
  exerciseQuerySchema,
  exerciseSwapsSchema,
} from '@stryd/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../shared/error-responses';
import { exerciseDetail, exerciseSwaps, LIBRARY_ETAG, listExercises } from './exercises.service';

/** The library only changes with a release: shared caches may keep answers an hour, then revalidate. */
const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/** True (after answering 304) when the client already holds this release's answer. */
function notModified(request: FastifyRequest, reply: FastifyReply): boolean {
  reply.header('cache-control', CACHE_CONTROL).header('etag', LIBRARY_ETAG);
  const held = request.headers['if-none-match'];
  if (!held?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === LIBRARY_ETAG)) return false;
  reply.code(304).send();
  return true;
}

/** The exercise library, public: GET /api/exercises?q=&muscle=&equipment= and GET /api/exercises/{id}. */
export function exercisesRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/exercises',
      {
        schema: {
          tags: ['exercises'],
          summary: 'Search the exercise library by name or alias, muscle and equipment',
          querystring: exerciseQuerySchema,
          response: { 200: exerciseListSchema, ...errors(400) },
        },
      },
      async (request, reply) => {
        if (notModified(request, reply)) return reply;
        return reply.send(listExercises(request.query));
      },
    );

    app.get(
      '/api/exercises/:id',
      {
        schema: {
          tags: ['exercises'],
          summary: 'One exercise: how to do it, muscles, equipment and alternatives',
          params: z.object({ id: z.string().max(80) }),
          response: { 200: exerciseDetailSchema, ...errors(400, 404) },
        },
      },
      async (request, reply) => {
        const detail = exerciseDetail(request.params.id);
        if (notModified(request, reply)) return reply;
        return reply.send(detail);
      },
    );

    app.get(
      '/api/exercises/:id/swaps',
      {
        schema: {
          tags: ['exercises'],
          summary:
            'What may stand in for an exercise during a session: same main muscle and measure, closest first',
          params: z.object({ id: z.string().max(80) }),
          response: { 200: exerciseSwapsSchema, ...errors(400, 404) },
        },
      },
      async (request, reply) => {
        const swaps = exerciseSwaps(request.params.id);
        if (notModified(request, reply)) return reply;
        return reply.send(swaps);
      },
    );
  };
}

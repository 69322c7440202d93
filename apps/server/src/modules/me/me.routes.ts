import { meAnswerSchema } from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { meAnswer } from './me.service';

/** The signed-in account, or { user: null } (a 200, so signed-out pages log no errors). */
export function meRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/me',
      { schema: { tags: ['users'], response: { 200: meAnswerSchema } } },
      async (request, reply) => {
        return reply.header('cache-control', 'no-store').send(await meAnswer(context, request));
      },
    );
  };
}

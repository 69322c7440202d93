import { publicConfigSchema } from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { publicConfigOf } from './public-config.service';

/** Settings the web app needs at run time (so one build serves any deployment). */
export function publicConfigRoutes({ config }: AppContext): FastifyPluginAsyncZod {
  const body = publicConfigOf(config);
  // The answer cannot change while the server runs: checked against its schema and serialised once
  // here, at start, instead of on every request (decision 051).
  const serialised = JSON.stringify(publicConfigSchema.encode(body));
  return async (app) => {
    app.get(
      '/api/public-config',
      {
        schema: { tags: ['config'], response: { 200: publicConfigSchema } },
        serializerCompiler: () => () => serialised,
      },
      async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(body),
    );
  };
}

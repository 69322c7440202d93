import { reportAnswerSchema, reportBodySchema } from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errors } from '../shared/error-responses';
import { report } from './reports.service';

/** Reporting a session or a comment to the operator (docs/api.md "Blocking and reports"). */
export function reportsRoutes({ clock, database, session }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/reports',
      {
        config: { plainValidationMessages: true },
        schema: {
          tags: ['safety'],
          summary: 'Report a session you may see, or a comment on one, to the operator',
          body: reportBodySchema,
          response: { 200: reportAnswerSchema, ...errors(400, 401, 403, 404, 429) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        return report(database.db, viewer.id, request.body, clock.now());
      },
    );
  };
}

import { personRecommendationsSchema, routineRecommendationsSchema } from '@stryd/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { forbidden } from '../../http/errors';
import { errors } from '../shared/error-responses';
import { keywordMatches } from './keyword-matches';
import { recommendationParamsSchema } from './recommendations.schemas';
import { ANONYMOUS_USER_ID, recommendPeople, recommendRoutines } from './recommendations.service';

/**
 * Recommendations (docs/product.md#recommendations). The path id must be the signed-in viewer's own id,
 * or `anonymous` (the fixed fallback id for signed-out visitors), which always gives the popular lists.
 */
export function recommendationsRoutes(
  { database, session }: AppContext,
  matches = keywordMatches(database),
): FastifyPluginAsyncZod {
  const viewerFor = async (request: FastifyRequest, userID: string): Promise<string | null> => {
    if (userID === ANONYMOUS_USER_ID) return null;
    const viewer = await session.optional(request);
    if (viewer?.id !== userID) {
      throw forbidden('You can only see your own recommendations.', 'NOT_YOUR_RECOMMENDATIONS');
    }
    return viewer.id;
  };

  return async (app) => {
    app.get(
      '/api/recommendations/routines/:userID',
      {
        schema: {
          tags: ['recommendations'],
          summary: "Up to 4 routines for the viewer (or popular ones for 'anonymous')",
          params: recommendationParamsSchema,
          response: { 200: routineRecommendationsSchema, ...errors(403) },
        },
      },
      async (request, reply) => {
        const viewerId = await viewerFor(request, request.params.userID);
        const items = await recommendRoutines(database, viewerId, matches);
        return reply.header('cache-control', viewerId ? 'private, no-store' : 'no-cache').send({ items });
      },
    );

    app.get(
      '/api/recommendations/people/:userID',
      {
        schema: {
          tags: ['recommendations'],
          summary: "Up to 4 people for the viewer to follow (or popular ones for 'anonymous')",
          params: recommendationParamsSchema,
          response: { 200: personRecommendationsSchema, ...errors(403) },
        },
      },
      async (request, reply) => {
        const viewerId = await viewerFor(request, request.params.userID);
        const items = await recommendPeople(database, viewerId);
        return reply.header('cache-control', viewerId ? 'private, no-store' : 'no-cache').send({ items });
      },
    );
  };
}

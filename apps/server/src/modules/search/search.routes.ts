import { personSearchPageSchema, routineSearchPageSchema } from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { badRequest } from '../../http/errors';
import { errors } from '../shared/error-responses';
import { searchParamsSchema, searchQuerystringSchema } from './search.schemas';
import { findPeople, findRoutines, paging } from './search.service';
import { EMPTY_SEARCH_MESSAGE } from './search-text';

/**
 * Search (docs/product.md#search), public: GET /api/search/routines/{query} and /api/search/people/{query}.
 */
export function searchRoutes({ database, session }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/search/routines/:query',
      {
        schema: {
          tags: ['search'],
          summary: 'Routines whose name or description has words starting with the query',
          params: searchParamsSchema,
          querystring: searchQuerystringSchema,
          response: { 200: routineSearchPageSchema, ...errors(400) },
        },
      },
      async (request) => findRoutines(database, request.params.query, paging(request.query)),
    );

    app.get(
      '/api/search/people/:query',
      {
        schema: {
          tags: ['search'],
          summary: 'People whose username starts with (then contains) the query',
          params: searchParamsSchema,
          querystring: searchQuerystringSchema,
          response: { 200: personSearchPageSchema, ...errors(400) },
        },
      },
      async (request, reply) => {
        const searcher = await session.optional(request);
        const page = await findPeople(
          database,
          request.params.query,
          paging(request.query),
          searcher?.id ?? null,
        );
        // The answer differs per searcher once blocks are left out.
        if (searcher) reply.header('cache-control', 'private, no-store');
        return page;
      },
    );

    // The search box submitted nothing at all: same answer as a blank query.
    for (const kind of ['routines', 'people']) {
      app.get(`/api/search/${kind}`, { schema: { hide: true } }, async () => {
        throw badRequest(EMPTY_SEARCH_MESSAGE, 'EMPTY_QUERY');
      });
      app.get(`/api/search/${kind}/`, { schema: { hide: true } }, async () => {
        throw badRequest(EMPTY_SEARCH_MESSAGE, 'EMPTY_QUERY');
      });
    }
  };
}

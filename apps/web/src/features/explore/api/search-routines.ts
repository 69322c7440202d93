import type { RoutineResult, RoutineSearchPage } from '@stryd/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const SEARCH_PAGE_SIZE = 12;

export type RoutineSearchItem = RoutineResult;
export type { RoutineSearchPage };

/**
 * GET /api/search/routines/{query}?page&limit (docs/product.md#search): routines with words starting with the
 * query.
 */
export function searchRoutines(
  query: string,
  page: number,
  signal?: AbortSignal,
  limit = SEARCH_PAGE_SIZE,
): Promise<RoutineSearchPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  return apiFetch<RoutineSearchPage>(`/search/routines/${encodeURIComponent(query)}?${params}`, { signal });
}

export const routineSearchQuery = (query: string) =>
  infiniteQueryOptions({
    queryKey: ['search', 'routines', query] as const,
    queryFn: ({ pageParam, signal }) => searchRoutines(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 30_000,
  });

/** Paginated routine search; idle while there is no query. */
export function useRoutineSearch(query: string) {
  return useInfiniteQuery({ ...routineSearchQuery(query), enabled: query.trim() !== '' });
}

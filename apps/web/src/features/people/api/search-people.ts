import type { PersonResult, PersonSearchPage } from '@stryd/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const PEOPLE_PAGE_SIZE = 12;

export type { PersonResult };
export type PeopleSearchPage = PersonSearchPage;

/** GET /api/search/people/{query}?page&limit: usernames starting with (then containing) the query. */
export function searchPeople(query: string, page: number, signal?: AbortSignal): Promise<PeopleSearchPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(PEOPLE_PAGE_SIZE) });
  return apiFetch<PeopleSearchPage>(`/search/people/${encodeURIComponent(query)}?${params}`, {
    signal: signal ?? null,
  });
}

export function peopleSearchQuery(query: string) {
  return infiniteQueryOptions({
    queryKey: ['search', 'people', query],
    queryFn: ({ pageParam, signal }) => searchPeople(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

/** Results for a submitted query, page by page ('Load more'); idle while the query is empty. */
export function usePeopleSearch(query: string) {
  return useInfiniteQuery({ ...peopleSearchQuery(query), enabled: query !== '' });
}

import { FEED_PAGE_SIZE, type FeedAnswer } from '@stryd/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { FEED_QUERY_KEY } from '../../../lib/notifications';

export { FEED_QUERY_KEY };

/** GET /api/feed: a page of finished sessions of the people you follow and your own, newest first. */
export function getFeed(after: string | null, signal?: AbortSignal): Promise<FeedAnswer> {
  const params = new URLSearchParams({ limit: String(FEED_PAGE_SIZE) });
  if (after) params.set('after', after);
  return apiFetch<FeedAnswer>(`/feed?${params}`, { signal: signal ?? null });
}

export const feedQuery = infiniteQueryOptions({
  queryKey: FEED_QUERY_KEY,
  queryFn: ({ pageParam, signal }) => getFeed(pageParam, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.next,
  // The page the server drew is not asked for again as it hydrates; a revisit reads it afresh.
  staleTime: 15_000,
});

export function useFeed(enabled: boolean) {
  return useInfiniteQuery({ ...feedQuery, enabled });
}

import type { HistoryAnswer } from '@stryd/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { HISTORY_QUERY_ROOT } from '../../../lib/streak';

export const HISTORY_PAGE_SIZE = 20;
export const myHistoryKey = [HISTORY_QUERY_ROOT, 'mine'] as const;

/** GET /api/history: a page of finished sessions (newest first) with the calendar, totals and streak. */
export function getHistory(before: string | null, signal?: AbortSignal): Promise<HistoryAnswer> {
  const params = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) });
  if (before) params.set('before', before);
  return apiFetch<HistoryAnswer>(`/history?${params}`, { signal: signal ?? null });
}

export const myHistoryQuery = infiniteQueryOptions({
  queryKey: myHistoryKey,
  queryFn: ({ pageParam, signal }) => getHistory(pageParam, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextBefore,
});

export function useMyHistory(enabled: boolean) {
  return useInfiniteQuery({ ...myHistoryQuery, enabled });
}

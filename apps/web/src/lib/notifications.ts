import type { NotificationsAnswer } from '@stryd/domain';
import { infiniteQueryOptions, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from './api-client';

export const NOTIFICATIONS_ROOT = 'notifications';

/** The feed's first pages (features/feed): read again when someone it shows finishes a workout. */
export const FEED_QUERY_KEY = ['feed'] as const;

export const unreadQuery = queryOptions({
  queryKey: [NOTIFICATIONS_ROOT, 'unread'] as const,
  queryFn: ({ signal }) => apiFetch<{ unread: number }>('/notifications/unread', { signal }),
  // The stream below keeps it current; this is the count before the stream's first word.
  staleTime: 60_000,
});

export const inboxQuery = infiniteQueryOptions({
  queryKey: [NOTIFICATIONS_ROOT, 'inbox'] as const,
  queryFn: ({ pageParam, signal }) =>
    apiFetch<NotificationsAnswer>(
      `/notifications${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
      { signal: signal ?? null },
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.next,
  staleTime: 15_000,
});

/**
 * The app's live events (GET /api/live), while someone is signed in: the unread count goes into the
 * query cache (a rise also reads an open inbox again), and a finished workout of someone the feed shows
 * reads an open feed again, as does a stream opened again. The browser reconnects a dropped stream by itself.
 */
export function useLiveEvents(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    // The server time the page read its feed (kept through hydration): the stream tells of cards since then.
    const feedReadAt = queryClient.getQueryState(FEED_QUERY_KEY)?.dataUpdatedAt;
    const stream = new EventSource(feedReadAt ? `/api/live?feedSince=${feedReadAt}` : '/api/live');
    stream.addEventListener('unread', (event) => {
      const answer = JSON.parse((event as MessageEvent<string>).data) as { unread: number };
      const before = queryClient.getQueryData(unreadQuery.queryKey)?.unread;
      queryClient.setQueryData(unreadQuery.queryKey, answer);
      if (before !== undefined && answer.unread > before)
        void queryClient.invalidateQueries({ queryKey: inboxQuery.queryKey });
    });
    const readFeedAgain = () => void queryClient.invalidateQueries({ queryKey: FEED_QUERY_KEY });
    stream.addEventListener('feed', readFeedAgain);
    // Opened again after a drop: cards may have come while the line was down.
    let opened = false;
    stream.addEventListener('open', () => {
      if (opened) readFeedAgain();
      opened = true;
    });
    return () => stream.close();
  }, [signedIn, queryClient]);
}

/** How many of the signed-in person's notifications are unread, kept current by useLiveEvents. */
export function useUnreadCount(signedIn: boolean): number | undefined {
  return useQuery({ ...unreadQuery, enabled: signedIn }).data?.unread;
}

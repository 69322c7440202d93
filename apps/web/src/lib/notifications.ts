import type { NotificationsAnswer } from '@stryd/domain';
import { infiniteQueryOptions, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from './api-client';

export const NOTIFICATIONS_ROOT = 'notifications';

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
 * How many of the signed-in person's notifications are unread, kept current by the server's event stream
 * (GET /api/notifications/stream): a kudos or a comment shows on the bell without a reload, and an open
 * inbox reads itself again. The browser reconnects a dropped stream by itself.
 */
export function useUnreadCount(signedIn: boolean): number | undefined {
  const queryClient = useQueryClient();
  const unread = useQuery({ ...unreadQuery, enabled: signedIn });
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    const stream = new EventSource('/api/notifications/stream');
    stream.addEventListener('unread', (event) => {
      const answer = JSON.parse((event as MessageEvent<string>).data) as { unread: number };
      const before = queryClient.getQueryData(unreadQuery.queryKey)?.unread;
      queryClient.setQueryData(unreadQuery.queryKey, answer);
      if (before !== undefined && answer.unread > before)
        void queryClient.invalidateQueries({ queryKey: inboxQuery.queryKey });
    });
    return () => stream.close();
  }, [signedIn, queryClient]);
  return unread.data?.unread;
}

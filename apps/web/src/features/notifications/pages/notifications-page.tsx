import { notificationsPath } from '@stryd/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { BellOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { inboxQuery, unreadQuery } from '../../../lib/notifications';
import { Seo } from '../../../lib/seo';
import { ErrorAlert } from '../../../lib/ui/error-alert';
import { MessagePanel } from '../../../lib/ui/message-panel';
import { SessionGate } from '../../../lib/ui/session-gate';
import { Skeleton } from '../../../lib/ui/skeleton';
import { buttonStyles } from '../../../lib/ui/styles';
import { NotificationItem } from '../components/notification-item';

export const EMPTY_INBOX_TEXT =
  'Kudos, comments, replies, new followers, people joining your routines and anyone passing you on a leaderboard show here.';

function Inbox() {
  const queryClient = useQueryClient();
  const inbox = useInfiniteQuery(inboxQuery);
  // What was unread when the page opened stays marked while it is open, though it is read now.
  const [newOnArrival, setNewOnArrival] = useState<ReadonlySet<string>>(new Set());
  const markRead = useMutation({
    mutationFn: () => apiFetch<{ unread: number }>('/notifications/read', { method: 'POST', body: {} }),
    onSuccess: (answer) => queryClient.setQueryData(unreadQuery.queryKey, answer),
  });
  const unreadIds = inbox.data?.pages.flatMap((page) => page.items.filter((n) => !n.read).map((n) => n.id));
  const unreadKey = unreadIds?.join(',') ?? '';
  // Seen once shown: whatever arrived unread is read now, and the bell says so.
  useEffect(() => {
    if (!unreadKey) return;
    setNewOnArrival((before) => new Set([...before, ...unreadKey.split(',')]));
    markRead.mutate();
  }, [unreadKey, markRead.mutate]);

  if (!inbox.data) {
    return inbox.isError ? (
      <ErrorAlert message={inbox.error.message} onRetry={() => void inbox.refetch()} />
    ) : (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading your notifications…</span>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  const items = inbox.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <MessagePanel
        headingId="inbox-empty"
        headingLevel={2}
        icon={BellOff}
        tone="muted"
        title="No notifications yet"
        message={EMPTY_INBOX_TEXT}
      />
    );
  return (
    <section aria-label="Your notifications" className="space-y-3">
      <ol className="space-y-2">
        {items.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            unread={!notification.read || newOnArrival.has(notification.id)}
          />
        ))}
      </ol>
      {inbox.hasNextPage ? (
        <button
          type="button"
          onClick={() => void inbox.fetchNextPage()}
          disabled={inbox.isFetchingNextPage}
          className={`${buttonStyles.secondary} min-h-11 w-full`}
        >
          {inbox.isFetchingNextPage ? 'Loading older notifications…' : 'Load older notifications'}
        </button>
      ) : null}
    </section>
  );
}

/** /notifications: kudos, comments, replies, follows, joins and passes, newest first; opening it reads them. */
export function NotificationsPage() {
  return (
    <>
      <Seo
        title="Notifications"
        description="What people did with your workouts."
        path={notificationsPath()}
        noIndex
      />
      <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">Notifications</h1>
      <SessionGate>
        <Inbox />
      </SessionGate>
    </>
  );
}

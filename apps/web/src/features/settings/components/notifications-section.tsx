import { NOTIFICATION_KINDS, type NotificationKind, type NotificationSettings } from '@stryd/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { CardSection } from '../../../lib/ui/card-section';
import { ErrorAlert } from '../../../lib/ui/error-alert';
import { Skeleton } from '../../../lib/ui/skeleton';
import { switchStyles } from '../../../lib/ui/styles';

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  kudos: 'Kudos on your sessions',
  comment: 'Comments on your sessions',
  reply: 'Replies to your comments',
  follow: 'New followers',
  join: 'People joining your routines',
};

export const NOTIFICATION_SETTINGS_ERROR = 'Could not save your notification settings. Please try again.';

const settingsQuery = queryOptions({
  queryKey: ['notification-settings'] as const,
  queryFn: ({ signal }) => apiFetch<NotificationSettings>('/me/notification-settings', { signal }),
});

/** Which kinds of notification reach the bell: one switch each, saved as it moves (back, if saving fails). */
export function NotificationsSection() {
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQuery);
  const save = useMutation({
    mutationFn: (change: Partial<Record<NotificationKind, boolean>>) =>
      apiFetch<NotificationSettings>('/me/notification-settings', { method: 'PUT', body: { inApp: change } }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: settingsQuery.queryKey });
      const before = queryClient.getQueryData(settingsQuery.queryKey);
      if (before) queryClient.setQueryData(settingsQuery.queryKey, { inApp: { ...before.inApp, ...change } });
      return { before };
    },
    onError: (_error, _change, context) => {
      queryClient.setQueryData(settingsQuery.queryKey, context?.before);
      toast.error(NOTIFICATION_SETTINGS_ERROR);
    },
    onSuccess: (answer) => queryClient.setQueryData(settingsQuery.queryKey, answer),
  });
  return (
    <CardSection
      headingId="notifications-heading"
      title="Notifications"
      intro="What the bell tells you about."
    >
      {settings.data ? (
        <ul className="space-y-1">
          {NOTIFICATION_KINDS.map((kind) => (
            <li key={kind}>
              <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4 font-semibold">
                {NOTIFICATION_KIND_LABELS[kind]}
                <input
                  type="checkbox"
                  role="switch"
                  checked={settings.data.inApp[kind]}
                  aria-checked={settings.data.inApp[kind]}
                  onChange={(event) => save.mutate({ [kind]: event.target.checked })}
                  className={switchStyles}
                />
              </label>
            </li>
          ))}
        </ul>
      ) : settings.isError ? (
        <ErrorAlert message={settings.error.message} onRetry={() => void settings.refetch()} />
      ) : (
        <div role="status">
          <span className="sr-only">Loading your notification settings…</span>
          <Skeleton className="h-40" />
        </div>
      )}
    </CardSection>
  );
}

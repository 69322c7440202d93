import {
  NOTIFICATION_KINDS,
  type NotificationChannelKey,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsBody,
} from '@stryd/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { CardSection } from '../../../lib/ui/card-section';
import { ErrorAlert } from '../../../lib/ui/error-alert';
import { Skeleton } from '../../../lib/ui/skeleton';
import { PushDeviceSwitch } from './push-device-switch';

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  kudos: 'Kudos on your sessions',
  comment: 'Comments on your sessions',
  reply: 'Replies to your comments',
  follow: 'New followers',
  join: 'People joining your routines',
  passed: 'Someone passing you on a leaderboard',
};

/** The grid's columns, in the order shown. */
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannelKey, string> = {
  inApp: 'In app',
  email: 'E-mail',
  push: 'Push',
};
const CHANNEL_KEYS = Object.keys(NOTIFICATION_CHANNEL_LABELS) as NotificationChannelKey[];

export const NOTIFICATION_SETTINGS_INTRO =
  'What you are told about, and where: in the app (the bell), in one daily e-mail at most, and as a push on the devices where you turn push on.';
export const NOTIFICATION_SETTINGS_ERROR = 'Could not save your notification settings. Please try again.';

const settingsQuery = queryOptions({
  queryKey: ['notification-settings'] as const,
  queryFn: ({ signal }) => apiFetch<NotificationSettings>('/me/notification-settings', { signal }),
});

/** The settings with one switch changed (what the screen shows while it is saved). */
function withChange(
  settings: NotificationSettings,
  channel: NotificationChannelKey,
  kind: NotificationKind,
  on: boolean,
) {
  return { ...settings, [channel]: { ...settings[channel], [kind]: on } };
}

/**
 * Which kinds of notification reach you on which channel: a grid of checkboxes, a kind per row and a
 * channel per column, each 44 px, saved as it changes (and back, if saving fails).
 */
export function NotificationsSection() {
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQuery);
  const save = useMutation({
    mutationFn: (change: { channel: NotificationChannelKey; kind: NotificationKind; on: boolean }) =>
      apiFetch<NotificationSettings>('/me/notification-settings', {
        method: 'PUT',
        body: { [change.channel]: { [change.kind]: change.on } } satisfies NotificationSettingsBody,
      }),
    onMutate: async ({ channel, kind, on }) => {
      await queryClient.cancelQueries({ queryKey: settingsQuery.queryKey });
      const before = queryClient.getQueryData(settingsQuery.queryKey);
      if (before) queryClient.setQueryData(settingsQuery.queryKey, withChange(before, channel, kind, on));
      return { before };
    },
    onError: (_error, _change, context) => {
      queryClient.setQueryData(settingsQuery.queryKey, context?.before);
      toast.error(NOTIFICATION_SETTINGS_ERROR);
    },
    onSuccess: (answer) => queryClient.setQueryData(settingsQuery.queryKey, answer),
  });
  return (
    <CardSection headingId="notifications-heading" title="Notifications" intro={NOTIFICATION_SETTINGS_INTRO}>
      <PushDeviceSwitch />
      {settings.data ? (
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">Notifications by kind and channel</caption>
          <thead>
            <tr className="text-xs text-muted">
              <th scope="col" className="font-normal">
                <span className="sr-only">Kind</span>
              </th>
              {CHANNEL_KEYS.map((channel) => (
                <th key={channel} scope="col" className="w-12 px-0.5 text-center font-normal">
                  {NOTIFICATION_CHANNEL_LABELS[channel]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_KINDS.map((kind) => (
              <tr key={kind} className="border-t border-border">
                <th scope="row" className="py-1 pr-2 text-sm font-semibold">
                  {NOTIFICATION_KIND_LABELS[kind]}
                </th>
                {CHANNEL_KEYS.map((channel) => (
                  <td key={channel} className="text-center">
                    <label className="inline-flex h-11 w-11 cursor-pointer items-center justify-center">
                      <input
                        type="checkbox"
                        checked={settings.data[channel][kind]}
                        aria-label={`${NOTIFICATION_KIND_LABELS[kind]}: ${NOTIFICATION_CHANNEL_LABELS[channel]}`}
                        onChange={(event) => save.mutate({ channel, kind, on: event.target.checked })}
                        className="h-5 w-5 cursor-pointer accent-[var(--accent)]"
                      />
                    </label>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
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

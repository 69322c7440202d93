import { z } from 'zod';
import { feedPersonSchema } from './feed-schema';

/** The in-app inbox (docs/api.md "Notifications"), shared by server and web. */

/** What someone did that a person is told about. */
export const NOTIFICATION_KINDS = ['kudos', 'comment', 'reply', 'follow', 'join', 'passed'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Where a person is told, each kind switched per channel (decision 037). The API names them as
 * `NOTIFICATION_CHANNEL_KEYS`; the opt-out rows (server) store these names.
 */
export const NOTIFICATION_CHANNELS = ['in-app', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_CHANNEL_KEYS = { 'in-app': 'inApp', email: 'email', push: 'push' } as const;
export type NotificationChannelKey = (typeof NOTIFICATION_CHANNEL_KEYS)[NotificationChannel];

export const NOTIFICATION_PAGE_SIZE = 30;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  actor: feedPersonSchema,
  createdAt: z.string(),
  read: z.boolean(),
  session: z
    .object({ id: z.string(), routineName: z.string() })
    .nullable()
    .describe('The session given kudos or commented on'),
  comment: z
    .object({ id: z.string(), excerpt: z.string() })
    .nullable()
    .describe('The comment or reply, its first 120 characters'),
  routine: z
    .object({ creatorId: z.string(), routineName: z.string() })
    .nullable()
    .describe('The routine joined, or whose leaderboard the actor passed you on'),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsAnswerSchema = z.object({
  items: z.array(notificationSchema).describe('Newest first'),
  unread: z.int(),
  next: z.string().nullable().describe('Pass as ?before= for older ones; null on the last page'),
});
export type NotificationsAnswer = z.infer<typeof notificationsAnswerSchema>;

export const notificationsQuerySchema = z.object({
  before: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATION_PAGE_SIZE),
});

export const unreadAnswerSchema = z.object({ unread: z.int() });

export const markReadBodySchema = z.object({
  ids: z.array(z.string().min(1).max(64)).max(100).optional().describe('These; without it, all'),
});

const kindSwitches = z.record(z.enum(NOTIFICATION_KINDS), z.boolean());
const kindChanges = z.partialRecord(z.enum(NOTIFICATION_KINDS), z.boolean());

/** Every kind's switch on each channel: true = told there (all on until turned off). */
export const notificationSettingsSchema = z.object({
  inApp: kindSwitches.describe('In the inbox (the bell)'),
  email: kindSwitches.describe('In the daily e-mail digest'),
  push: kindSwitches.describe('As a push on the devices where push is turned on'),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const NO_NOTIFICATION_SETTING_CHANGE = 'Name at least one channel and kind to switch on or off.';

/** PUT body: the switches to change, by channel; unnamed ones stay. `{ inApp }` alone still works. */
export const notificationSettingsBodySchema = z
  .object({ inApp: kindChanges.optional(), email: kindChanges.optional(), push: kindChanges.optional() })
  .strict()
  .refine((body) => Object.values(body).some((kinds) => kinds && Object.keys(kinds).length > 0), {
    message: NO_NOTIFICATION_SETTING_CHANGE,
  });
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBodySchema>;

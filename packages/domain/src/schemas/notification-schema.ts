import { z } from 'zod';
import { feedPersonSchema } from './feed-schema';

/** The in-app inbox (docs/api.md "Notifications"), shared by server and web. */

/** What someone did that a person is told about. */
export const NOTIFICATION_KINDS = ['kudos', 'comment', 'reply', 'follow', 'join'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

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
    .describe('The routine joined'),
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

/** The in-app switch per kind (e-mail and push come with their channels). */
export const notificationSettingsSchema = z.object({
  inApp: z.record(z.enum(NOTIFICATION_KINDS), z.boolean()),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsBodySchema = z.object({
  inApp: z.partialRecord(z.enum(NOTIFICATION_KINDS), z.boolean()),
});

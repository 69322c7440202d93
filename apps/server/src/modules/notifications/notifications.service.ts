import { randomUUID } from 'node:crypto';
import {
  NOTIFICATION_CHANNEL_KEYS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_TITLES,
  type Notification,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsBody,
  type NotificationsAnswer,
  notificationText,
  type PushMessage,
} from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { ChangeNotices } from '../../db/change-notices';
import type { Database } from '../../db/schema';
import { hasPushSubscription } from '../push/push-subscriptions.service';
import { parseTimeCursor, timeCursorOf } from '../shared/time-cursor';
import {
  claimPush,
  type DescribedNotificationRow,
  deliveryFactsOf,
  type InboxCursor,
  inboxPage,
  insertNotification,
  insertNotificationPush,
  markRead,
  type NotificationPushRow,
  optOutsOf,
  setOptOut,
  unreadCount,
  waitingPushes,
} from './notifications.repository';

/** Where a person's inbox changes are told, by their id (app.ts: the 'inbox' notices). */
export type InboxNotices = Pick<ChangeNotices, 'publish' | 'subscribe'>;

export const NOTIFICATION_MESSAGES = {
  badCursor: 'This page of your notifications does not exist. Open them again.',
} as const;

/**
 * How a notification is kept, from the channels its person turned its kind off on: not at all when every
 * channel is off; hidden from the inbox (kept for the digest and push) when only the app's is.
 */
export function deliveryOf(offChannels: readonly string[]): { keep: boolean; inApp: boolean } {
  return {
    keep: !NOTIFICATION_CHANNELS.every((channel) => offChannels.includes(channel)),
    inApp: !offChannels.includes('in-app'),
  };
}

/**
 * Queues the push of a notification, unless its kind is off for push or no device of theirs is subscribed
 * (`subscribed` when the caller read it already; else it is read here).
 */
export async function queuePush(
  db: Kysely<Database>,
  facts: NotificationPushRow,
  offChannels: readonly string[],
  subscribed?: boolean,
): Promise<void> {
  if (offChannels.includes('push')) return;
  if (subscribed ?? (await hasPushSubscription(db, facts.user_id))) await insertNotificationPush(db, facts);
}

export interface NotificationInput {
  /** Who is told. */
  userId: string;
  kind: NotificationKind;
  /** Who did it; nobody is told about what they did themselves. */
  actorId: string;
  sessionId?: string;
  commentId?: string;
  routineId?: string;
}

/**
 * Tells a person what someone did, unless it was they who did it, a block stands between them, or they
 * turned that kind off on every channel: in their inbox unless that kind is off there (then every app
 * process hears that their inbox changed: the bell's live count), and by push unless it is off for push
 * or they have no device subscribed. The push is only queued here; the push worker sends it (decision 036).
 * All of that is one read before the insert (decision 040): the block is asked again even when the caller
 * just did (a session's visibility check, a join), as a guard that costs two probes, not a query.
 */
export async function notify(
  db: Kysely<Database>,
  inbox: InboxNotices,
  input: NotificationInput,
  now: Date,
): Promise<void> {
  if (input.userId === input.actorId) return;
  const { blocked, off, subscribed } = await deliveryFactsOf(db, input.userId, input.actorId, input.kind);
  if (blocked) return;
  const delivery = deliveryOf(off);
  if (!delivery.keep) return;
  const facts = {
    id: randomUUID(),
    user_id: input.userId,
    kind: input.kind,
    actor_id: input.actorId,
    session_id: input.sessionId ?? null,
    comment_id: input.commentId ?? null,
    routine_id: input.routineId ?? null,
    created_at: now.toISOString(),
  };
  await insertNotification(db, { ...facts, read_at: null, in_app: delivery.inApp ? 1 : 0 });
  if (delivery.inApp) await inbox.publish(input.userId);
  await queuePush(db, facts, off, subscribed);
}

const badCursor = { message: NOTIFICATION_MESSAGES.badCursor, code: 'BAD_INBOX_CURSOR' };
function cursorOf(before: string | undefined): InboxCursor | null {
  const cursor = parseTimeCursor(before, badCursor);
  return cursor && { createdAt: cursor.at, id: cursor.id };
}

function notificationOf(row: DescribedNotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    actor: { id: row.actor_id, username: row.actor_name, image: row.actor_image },
    createdAt: row.created_at,
    read: row.read_at !== null,
    session:
      row.session_id && row.session_routine_name
        ? { id: row.session_id, routineName: row.session_routine_name }
        : null,
    comment:
      row.comment_id && row.comment_excerpt !== null
        ? { id: row.comment_id, excerpt: row.comment_excerpt }
        : null,
    routine:
      row.routine_creator_id && row.routine_name
        ? { creatorId: row.routine_creator_id, routineName: row.routine_name }
        : null,
  };
}

/** A waiting notification push, in words: the inbox's sentence under a title, and the screen to open. */
function pushMessageOf(notification: Notification): PushMessage {
  const { text, to } = notificationText(notification);
  return { title: NOTIFICATION_TITLES[notification.kind], body: text, url: to, tag: notification.id };
}

/**
 * Takes up to `limit` waiting notification pushes for this process (each is taken by one process only)
 * and says what to push to whom.
 */
export async function takeNotificationPushes(
  db: Kysely<Database>,
  limit: number,
): Promise<{ userId: string; message: PushMessage }[]> {
  const taken = [];
  for (const row of await waitingPushes(db, limit))
    if (await claimPush(db, row.id))
      taken.push({ userId: row.user_id, message: pushMessageOf(notificationOf(row)) });
  return taken;
}

/** A page of the person's inbox, newest first, and how many are unread. */
export async function inboxOf(
  db: Kysely<Database>,
  userId: string,
  page: { before?: string | undefined; limit: number },
): Promise<NotificationsAnswer> {
  const [rows, unread] = await Promise.all([
    inboxPage(db, userId, cursorOf(page.before), page.limit + 1),
    unreadCount(db, userId),
  ]);
  const items = rows.slice(0, page.limit).map(notificationOf);
  const last = items.at(-1);
  return {
    items,
    unread,
    next: rows.length > page.limit && last ? timeCursorOf({ at: last.createdAt, id: last.id }) : null,
  };
}

export function unreadOf(db: Kysely<Database>, userId: string): Promise<number> {
  return unreadCount(db, userId);
}

/** Marks notifications read (these, or all) and tells the person's open pages. */
export async function readNotifications(
  db: Kysely<Database>,
  inbox: InboxNotices,
  userId: string,
  ids: readonly string[] | null,
  now: Date,
): Promise<{ unread: number }> {
  await markRead(db, userId, ids, now.toISOString());
  await inbox.publish(userId);
  return { unread: await unreadCount(db, userId) };
}

/** Every kind's switch on every channel (all on, until the person turns some off). */
export async function notificationSettingsOf(
  db: Kysely<Database>,
  userId: string,
): Promise<NotificationSettings> {
  const off = new Set((await optOutsOf(db, userId)).map((row) => `${row.channel}:${row.kind}`));
  const channel = (name: string) =>
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, !off.has(`${name}:${kind}`)])) as Record<
      NotificationKind,
      boolean
    >;
  return { inApp: channel('in-app'), email: channel('email'), push: channel('push') };
}

/** Changes the switches the body names, all or none, and answers with every switch. */
export async function changeNotificationSettings(
  db: Kysely<Database>,
  userId: string,
  change: NotificationSettingsBody,
): Promise<NotificationSettings> {
  await db.transaction().execute(async (trx) => {
    for (const channel of NOTIFICATION_CHANNELS)
      for (const [kind, on] of Object.entries(change[NOTIFICATION_CHANNEL_KEYS[channel]] ?? {}))
        if (on !== undefined) await setOptOut(trx, userId, kind, channel, !on);
  });
  return notificationSettingsOf(db, userId);
}

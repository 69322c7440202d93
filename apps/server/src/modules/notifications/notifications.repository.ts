import { NOTIFICATION_CHANNELS } from '@stryd/domain';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import { blockBetweenSql, isTrue } from '../../db/blocked-people';
import type { Database, NotificationPushesTable, NotificationsTable } from '../../db/schema';
import { shownNameSql } from '../../db/shown-name';

export type NewNotification = Insertable<NotificationsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type NotificationPushRow = Selectable<NotificationPushesTable>;

/** Where a page of the inbox starts: before the notification made at `createdAt` with this id. */
export interface InboxCursor {
  createdAt: string;
  id: string;
}

export const EXCERPT_LENGTH = 120;

export async function insertNotification(db: Kysely<Database>, row: NewNotification): Promise<void> {
  await db.insertInto('notifications').values(row).execute();
}

/**
 * Notifications with who did it and what it was about, from the inbox or from the pushes waiting to be
 * sent: both tables hold the same facts (migration 0026), so one query describes both.
 */
function described(db: Kysely<Database>, from: 'notifications' | 'notification_pushes') {
  return db
    .selectFrom(`${from} as n` as 'notifications as n')
    .innerJoin('users as actor', 'actor.id', 'n.actor_id')
    .leftJoin('workout_sessions as s', 's.id', 'n.session_id')
    .leftJoin('comments as c', 'c.id', 'n.comment_id')
    .leftJoin('routines as r', 'r.id', 'n.routine_id')
    .selectAll('n')
    .select([
      shownNameSql('actor').as('actor_name'),
      'actor.image as actor_image',
      's.routine_name as session_routine_name',
      sql<string | null>`substr(${sql.ref('c.body')}, 1, ${EXCERPT_LENGTH})`.as('comment_excerpt'),
      'r.creator_id as routine_creator_id',
      'r.name as routine_name',
    ]);
}

/** A page of a person's inbox, newest first, with who did it and what it was about. */
export function inboxPage(db: Kysely<Database>, userId: string, before: InboxCursor | null, limit: number) {
  let query = described(db, 'notifications')
    .where('n.user_id', '=', userId)
    .where('n.in_app', '=', 1)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit);
  if (before)
    query = query.where((eb) =>
      eb.or([
        eb('n.created_at', '<', before.createdAt),
        eb.and([eb('n.created_at', '=', before.createdAt), eb('n.id', '<', before.id)]),
      ]),
    );
  return query.execute();
}

export type DescribedNotificationRow = Awaited<ReturnType<typeof inboxPage>>[number];

export async function insertNotificationPush(db: Kysely<Database>, row: NotificationPushRow): Promise<void> {
  await db.insertInto('notification_pushes').values(row).execute();
}

/** The oldest notifications waiting to be pushed, described. */
export function waitingPushes(db: Kysely<Database>, limit: number): Promise<DescribedNotificationRow[]> {
  return described(db, 'notification_pushes').orderBy('n.created_at').orderBy('n.id').limit(limit).execute();
}

/** Takes one waiting push for this process: of several processes, only the one that deletes it sends it. */
export async function claimPush(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('notification_pushes').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function unreadCount(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('in_app', '=', 1)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks these of the person's notifications read, or all of them without ids. */
export async function markRead(
  db: Kysely<Database>,
  userId: string,
  ids: readonly string[] | null,
  at: string,
): Promise<void> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('in_app', '=', 1)
    .where('read_at', 'is', null);
  if (ids) {
    if (ids.length === 0) return;
    query = query.where('id', 'in', [...ids]);
  }
  await query.execute();
}

export async function optedOutKinds(
  db: Kysely<Database>,
  userId: string,
  channel: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('notification_opt_outs')
    .select('kind')
    .where('user_id', '=', userId)
    .where('channel', '=', channel)
    .execute();
  return rows.map((r) => r.kind);
}

/** Every kind the person turned off, with the channel (the settings screen's grid). */
export function optOutsOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('notification_opt_outs')
    .select(['kind', 'channel'])
    .where('user_id', '=', userId)
    .execute();
}

/** What decides whether and how one person is told of one act: see `deliveryFactsOf`. */
export interface DeliveryFacts {
  /** A block stands between the person and whoever acted, either way. */
  blocked: boolean;
  /** The channels on which the person turned this kind off. */
  off: string[];
  /** Some device of theirs is subscribed to push (push-subscriptions.repository keeps them). */
  subscribed: boolean;
}

/**
 * In one read, what `notify()` needs before it writes: a block between the two, the person's switches for
 * the kind on each channel and whether they have a device for push — each a primary-key or index probe,
 * so telling someone costs one query and the insert instead of one query each.
 */
export async function deliveryFactsOf(
  db: Kysely<Database>,
  userId: string,
  actorId: string,
  kind: string,
): Promise<DeliveryFacts> {
  const row = await db
    .selectNoFrom((eb) => [
      blockBetweenSql(sql.val(userId), sql.val(actorId)).as('blocked'),
      ...NOTIFICATION_CHANNELS.map((channel, index) =>
        eb
          .exists(
            eb
              .selectFrom('notification_opt_outs')
              .select(sql.lit(1).as('one'))
              .where('user_id', '=', userId)
              .where('kind', '=', kind)
              .where('channel', '=', channel),
          )
          .as(`off_${index}`),
      ),
      eb
        .exists(
          eb.selectFrom('push_subscriptions').select(sql.lit(1).as('one')).where('user_id', '=', userId),
        )
        .as('subscribed'),
    ])
    .executeTakeFirstOrThrow();
  const columns = row as Record<string, unknown>;
  return {
    blocked: isTrue(columns.blocked),
    off: NOTIFICATION_CHANNELS.filter((_, index) => isTrue(columns[`off_${index}`])),
    subscribed: isTrue(columns.subscribed),
  };
}

/** For these people, the channels on which they turned this kind off (one query for a whole fan-out). */
export function optOutsOfKind(db: Kysely<Database>, userIds: readonly string[], kind: string) {
  return db
    .selectFrom('notification_opt_outs')
    .select(['user_id', 'channel'])
    .where('user_id', 'in', [...userIds])
    .where('kind', '=', kind)
    .execute();
}

export async function setOptOut(
  db: Kysely<Database>,
  userId: string,
  kind: string,
  channel: string,
  off: boolean,
): Promise<void> {
  if (off)
    await db
      .insertInto('notification_opt_outs')
      .values({ user_id: userId, kind, channel })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'channel']).doNothing())
      .execute();
  else
    await db
      .deleteFrom('notification_opt_outs')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('channel', '=', channel)
      .execute();
}

import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PushSubscriptionsTable } from '../../db/schema';

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

/**
 * Keeps a device's subscription for this person. An endpoint already kept (the same browser subscribing
 * again, or signed in as someone else now) moves to this person with the new keys: the endpoint names
 * one browser, and that browser's pushes follow whoever subscribed it last.
 */
export async function saveSubscription(
  db: Kysely<Database>,
  userId: string,
  subscription: { endpoint: string; p256dh: string; auth: string },
  createdAt: string,
): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({ id: randomUUID(), user_id: userId, ...subscription, created_at: createdAt })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        user_id: userId,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        created_at: createdAt,
      }),
    )
    .execute();
}

/** Deletes the person's subscriptions past the newest `keep` (by when each was last saved). */
export async function keepNewest(db: Kysely<Database>, userId: string, keep: number): Promise<void> {
  const older = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1000)
    .offset(keep)
    .execute();
  if (older.length === 0) return;
  const ids = older.map((row) => row.id);
  await db.deleteFrom('push_subscriptions').where('id', 'in', ids).execute();
}

/** Removes this person's subscription of that endpoint (someone else's stays). */
export async function deleteSubscription(
  db: Kysely<Database>,
  userId: string,
  endpoint: string,
): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
}

/** The push service said the subscription is gone (404/410): nobody is pushed there again. */
export async function forgetEndpoint(db: Kysely<Database>, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

export function subscriptionsOf(db: Kysely<Database>, userId: string): Promise<PushSubscriptionRow[]> {
  return db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).execute();
}

export async function hasSubscription(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

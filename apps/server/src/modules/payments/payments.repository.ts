import type { Kysely, Transaction } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { Database, PaymentEventsTable, SubscriptionsTable } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Records an event once; false when (provider, event_id) was already recorded. */
export async function insertEventOnce(db: Db, row: PaymentEventsTable): Promise<boolean> {
  const result = await db
    .insertInto('payment_events')
    .values(row)
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function markEvent(
  db: Db,
  provider: string,
  eventId: string,
  outcome: string,
  processedAt: string | null,
): Promise<void> {
  await db
    .updateTable('payment_events')
    .set({ outcome, processed_at: processedAt })
    .where('provider', '=', provider)
    .where('event_id', '=', eventId)
    .execute();
}

/** Events that arrived before their subscription could be created, oldest first. */
export async function waitingEvents(db: Db, provider: string, externalId: string) {
  return db
    .selectFrom('payment_events')
    .select(['event_id', 'payload'])
    .where('provider', '=', provider)
    .where('external_id', '=', externalId)
    .where('processed_at', 'is', null)
    .orderBy('occurred_at')
    .execute();
}

export async function findSubscription(db: Db, provider: string, externalId: string) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('provider', '=', provider)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
}

export async function insertSubscription(db: Db, row: SubscriptionsTable): Promise<void> {
  await db.insertInto('subscriptions').values(row).execute();
}

export async function updateSubscription(
  db: Db,
  id: string,
  patch: Partial<Omit<SubscriptionsTable, 'id' | 'provider' | 'external_id' | 'created_at'>>,
): Promise<void> {
  await db.updateTable('subscriptions').set(patch).where('id', '=', id).execute();
}

export async function userExists(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return Boolean(row);
}

/** Every subscription a user ever had, at any provider, newest first. */
export async function subscriptionsOfUser(db: Db, userId: string): Promise<SubscriptionsTable[]> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .execute();
}

/**
 * Holds the user's row until the transaction ends, so two transactions that each check "no live
 * subscription" and then create one run one after the other. PostgreSQL only: SQLite runs write
 * transactions one at a time (BEGIN IMMEDIATE).
 */
export async function lockUser(trx: Transaction<Database>, userId: string): Promise<void> {
  if (isPostgres(trx))
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/**
 * Google Play subscriptions the renewal refresher should re-read: still granting (or about to stop
 * granting) access, with a period end between `fromIso` and `toIso`. ISO-8601 UTC text compares in order.
 */
export async function playSubscriptionsEndingBetween(db: Db, fromIso: string, toIso: string) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'external_id', 'plan_type', 'current_period_end'])
    .where('provider', '=', 'google-play')
    .where('status', 'in', ['trialing', 'active', 'canceled'])
    .where('current_period_end', '>', fromIso)
    .where('current_period_end', '<=', toIso)
    .orderBy('current_period_end')
    .execute();
}

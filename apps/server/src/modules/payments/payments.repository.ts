import type { Kysely, Transaction } from 'kysely';
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

/** A user's newest subscription (for GET /api/payments/subscription). */
export async function latestSubscription(db: Db, userId: string) {
  return db
    .selectFrom('subscriptions')
    .select(['provider', 'plan_type', 'status', 'trial_ends_at', 'current_period_end', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
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

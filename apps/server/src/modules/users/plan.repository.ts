import type { Kysely } from 'kysely';
import type { Database, SubscriptionsTable } from '../../db/schema';

/** The stored plan of a user (the operator's grant, `npm run admin -- set-plan`), or undefined. */
export async function findPlan(db: Kysely<Database>, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('profiles').select('plan').where('user_id', '=', userId).executeTakeFirst();
  return row?.plan;
}

export type SubscriptionStateRow = Pick<
  SubscriptionsTable,
  'plan_type' | 'status' | 'current_period_end' | 'updated_at'
>;

/** A user's subscriptions that may still grant access (expired ones never do), newest first. */
export async function listLiveSubscriptions(
  db: Kysely<Database>,
  userId: string,
): Promise<SubscriptionStateRow[]> {
  return db
    .selectFrom('subscriptions')
    .select(['plan_type', 'status', 'current_period_end', 'updated_at'])
    .where('user_id', '=', userId)
    .where('status', '<>', 'expired')
    .orderBy('updated_at', 'desc')
    .execute();
}

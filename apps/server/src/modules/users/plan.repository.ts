import type { Kysely } from 'kysely';
import { lockingRead } from '../../db/row-lock';
import type { Database, SubscriptionsTable } from '../../db/schema';

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

/**
 * What decides a user's plan, in one query: the operator's grant (profiles.plan; undefined without a
 * profile or user) and the subscriptions that may still grant access, newest first.
 */
export async function findPlanSources(db: Kysely<Database>, userId: string): Promise<PlanSources> {
  return planSourcesOf(await planSourcesQuery(db, userId).execute());
}

/** What decides a user's plan (findPlanSources). */
export interface PlanSources {
  profilePlan: string | undefined;
  subscriptions: SubscriptionStateRow[];
}

/**
 * findPlanSources, taking the account's lock as lockAccount takes it (the first lock of a transaction
 * that writes the workout log or XP) in the same statement; undefined when the account is gone.
 */
export async function lockAccountWithPlanSources(
  trx: Kysely<Database>,
  userId: string,
): Promise<PlanSources | undefined> {
  const rows = await lockingRead(trx, planSourcesQuery(trx, userId), 'shared', 'users').execute();
  return rows.length > 0 ? planSourcesOf(rows) : undefined;
}

function planSourcesQuery(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('subscriptions', (join) =>
      join.onRef('subscriptions.user_id', '=', 'users.id').on('subscriptions.status', '<>', 'expired'),
    )
    .select([
      'profiles.plan',
      'subscriptions.plan_type',
      'subscriptions.status',
      'subscriptions.current_period_end',
      'subscriptions.updated_at',
    ])
    .where('users.id', '=', userId)
    .orderBy('subscriptions.updated_at', 'desc');
}

function planSourcesOf(
  rows: Awaited<ReturnType<ReturnType<typeof planSourcesQuery>['execute']>>,
): PlanSources {
  const subscriptions = rows.flatMap(({ plan_type, status, current_period_end, updated_at }) =>
    plan_type !== null && status !== null && updated_at !== null
      ? [{ plan_type, status, current_period_end, updated_at }]
      : [],
  );
  return { profilePlan: rows[0]?.plan ?? undefined, subscriptions };
}

import { type Kysely, sql } from 'kysely';
import { lockingRead } from '../../db/row-lock';
import type { Database } from '../../db/schema';

// What every transaction that changes a routine's participants or XP shares: the lock taken first, and
// giving back XP earned today (routine delete, leave, account deletion).

/**
 * Takes an account's row lock before anything else in a transaction that writes the account's workout
 * log or XP ('shared': ticks and unticks do not wait for each other), or that must not meet one half done
 * ('alone': deleting the account, a swap, a Finish). Those then wait for the ticks under way, and none
 * starts until they have committed, instead of deadlocking on the rows they point at (issue 30) or a tick
 * logging into a session its Finish has already read (decision 050). So the one order is account →
 * routine → participants → daily_xp → profiles. PostgreSQL only locks; false when the account is gone.
 */
export function lockAccount(
  trx: Kysely<Database>,
  userId: string,
  mode: 'shared' | 'alone',
): Promise<boolean> {
  return lockRow(trx, 'users', userId, mode);
}

/**
 * Takes a routine's row lock first in a transaction that changes its participants or their XP (after the
 * account's, lockAccount), so all such transactions lock in one order (routine → participants → daily_xp →
 * profiles) and cannot deadlock.
 * Ticks and leaves share it (they queue only on the rows they change; a join's foreign-key check takes
 * the same share); a delete takes it alone, so it waits for those under way and none starts until it has
 * committed. PostgreSQL only: SQLite runs write transactions one at a time (BEGIN IMMEDIATE).
 * False when the routine is gone.
 */
export function lockRoutine(
  trx: Kysely<Database>,
  routineId: string,
  mode: 'shared' | 'alone',
): Promise<boolean> {
  return lockRow(trx, 'routines', routineId, mode);
}

async function lockRow(
  trx: Kysely<Database>,
  table: 'users' | 'routines',
  id: string,
  mode: 'shared' | 'alone',
): Promise<boolean> {
  const query = trx.selectFrom(table).select('id').where('id', '=', id);
  return Boolean(await lockingRead(trx, query, mode).executeTakeFirst());
}

/**
 * Subtracts each user's XP in `rows` from their total (never below zero). Part of a transaction; profiles
 * are locked in user order so two such transactions cannot deadlock.
 */
export async function takeBackTotalXp(
  trx: Kysely<Database>,
  rows: { user_id: string; xp: number }[],
): Promise<void> {
  const sorted = [...rows].sort((a, b) => (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0));
  for (const row of sorted) {
    const xp = Number(row.xp);
    if (xp <= 0) continue;
    await trx
      .updateTable('profiles')
      .set({ total_xp: sql`case when total_xp >= ${xp} then total_xp - ${xp} else 0 end` })
      .where('user_id', '=', row.user_id)
      .execute();
  }
}

/**
 * The sets logged on routines about to be deleted, or by `userId` on a routine they leave, whose XP that
 * takes back (earned `today`, as daily_xp holds it) lose it, and so do their sessions' totals: a session
 * shows the XP its owner kept (issue 30; earlier days' XP stays, as in the totals). Sessions first, then
 * their sets, the order a finish writes them in.
 */
export async function takeBackSetXp(
  trx: Kysely<Database>,
  routineIds: string[],
  today: string,
  userId?: string,
): Promise<void> {
  if (routineIds.length === 0) return;
  let sessions = trx.selectFrom('workout_sessions').select('id').where('routine_id', 'in', routineIds);
  if (userId !== undefined) sessions = sessions.where('user_id', '=', userId);
  const todays = await trx
    .selectFrom('set_logs')
    .select(['session_id', sql<number>`sum(xp_earned)`.as('xp')])
    .where('session_id', 'in', sessions)
    .where('xp_day', '=', today)
    .groupBy('session_id')
    .orderBy('session_id')
    .execute();
  for (const { session_id, xp } of todays)
    await trx
      .updateTable('workout_sessions')
      .set({ xp_earned: sql`xp_earned - ${Number(xp)}` })
      .where('id', '=', session_id)
      .execute();
  await trx
    .updateTable('set_logs')
    .set({ xp_earned: 0, xp_day: null })
    .where('session_id', 'in', sessions)
    .where('xp_day', '=', today)
    .execute();
}

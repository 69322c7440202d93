import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { forgetUserLimits } from '../rate-limit/rate-limit.repository';
import { loginNameKey } from '../rate-limit/user-limit-key';
import {
  lockAccount,
  lockRoutine,
  takeBackSetXp,
  takeBackTotalXp,
} from '../routines/routine-lock.repository';

/** Who is being deleted: the id, and the names their rows may be keyed by (mail, rate limits). */
export interface DeletedAccount {
  userId: string;
  email: string;
  usernames: string[];
}

/** A routine whose page changes with the deletion (theirs, or one they took part in). */
export interface TouchedRoutine {
  creatorId: string;
  nameKey: string;
}

const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Takes the user off every routine of someone else's: their participant row and daily XP go and the
 * routine's participant_count drops by one, so others' leaderboards and counts stay exact.
 */
async function leaveOthersRoutines(trx: Kysely<Database>, userId: string): Promise<void> {
  const left = await trx
    .deleteFrom('participants')
    .where('user_id', '=', userId)
    .returning('routine_id')
    .execute();
  await trx.deleteFrom('daily_xp').where('user_id', '=', userId).execute();
  for (const { routine_id } of left) {
    await trx
      .updateTable('routines')
      .set({ participant_count: sql`participant_count - 1` })
      .where('id', '=', routine_id)
      .where('creator_id', '!=', userId)
      .execute();
  }
}

/**
 * Deletes the user's routines as a creator's delete does (routines.repository deleteRoutine): XP others
 * earned on them today is taken back from their totals, so the daily cap stays a cap. Others' sessions of
 * those routines stay in their history, without a link to the routine or to its deleted creator.
 */
async function deleteOwnRoutines(trx: Kysely<Database>, userId: string, today: string): Promise<void> {
  const todays = await trx
    .deleteFrom('daily_xp')
    .where('day', '=', today)
    .where('user_id', '!=', userId)
    .where('routine_id', 'in', trx.selectFrom('routines').select('id').where('creator_id', '=', userId))
    .returning(['user_id', 'xp'])
    .execute();
  await takeBackTotalXp(trx, todays);
  const own = await trx.selectFrom('routines').select('id').where('creator_id', '=', userId).execute();
  await takeBackSetXp(
    trx,
    own.map((r) => r.id),
    today,
  );
  await trx
    .updateTable('workout_sessions')
    .set({ creator_id: null })
    .where('creator_id', '=', userId)
    .execute();
  await trx.deleteFrom('routine_renames').where('creator_id', '=', userId).execute();
  await trx.deleteFrom('routines').where('creator_id', '=', userId).execute();
}

/** Mail to them, and mail to others about them (its dedupe key names them: migration 0010). */
async function deleteMail(trx: Kysely<Database>, { userId, email }: DeletedAccount): Promise<void> {
  await trx
    .deleteFrom('email_outbox')
    .where((eb) =>
      eb.or([
        eb('recipient_id', '=', userId),
        eb(sql`lower(to_address)`, '=', email.toLowerCase()),
        eb('dedupe_key', 'like', `%:${userId}:%`),
        eb('dedupe_key', 'like', `%:${userId}`),
      ]),
    )
    .execute();
}

/** Subscriptions and the provider events about them (payloads name the user). */
async function deletePayments(trx: Kysely<Database>, userId: string): Promise<void> {
  const subs = await trx
    .selectFrom('subscriptions')
    .select(['provider', 'external_id'])
    .where('user_id', '=', userId)
    .execute();
  for (const sub of subs) {
    await trx
      .deleteFrom('payment_events')
      .where('provider', '=', sub.provider)
      .where('external_id', '=', sub.external_id)
      .execute();
  }
  await trx.deleteFrom('subscriptions').where('user_id', '=', userId).execute();
}

/** better-auth's rows: every session (on every device), sign-in methods and pending verifications. */
async function deleteSignIn(trx: Kysely<Database>, { userId, email }: DeletedAccount): Promise<void> {
  await sql`delete from sessions where "userId" = ${userId}`.execute(trx);
  await sql`delete from accounts where "userId" = ${userId}`.execute(trx);
  await sql`delete from verifications where identifier = ${email}`.execute(trx);
}

/**
 * Deletes the account and everything it owns in one transaction (docs/api.md "Delete your account").
 * Each table is named rather than left to cascades, so the list reads as what goes; the account and then
 * its routines are locked first (in id order, as ticks lock them) so a tick under way finishes before its XP is read.
 * Answers the routines whose pages changed, or null when the account was already gone.
 */
export async function deleteAccountData(
  db: Kysely<Database>,
  account: DeletedAccount,
  today: string,
): Promise<TouchedRoutine[] | null> {
  const { userId } = account;
  return db.transaction().execute(async (trx) => {
    // The account's row first: a tick or untick under way finishes before anything is deleted.
    if (!(await lockAccount(trx, userId, 'alone'))) return null;
    const touched = await trx
      .selectFrom('routines')
      .select(['id', 'creator_id', 'name_key'])
      .where((eb) =>
        eb.or([
          eb('creator_id', '=', userId),
          eb('id', 'in', eb.selectFrom('participants').select('routine_id').where('user_id', '=', userId)),
        ]),
      )
      .execute();
    for (const routine of [...touched].sort(byId))
      await lockRoutine(trx, routine.id, routine.creator_id === userId ? 'alone' : 'shared');

    await leaveOthersRoutines(trx, userId);
    await deleteOwnRoutines(trx, userId, today);
    // One by one (not a cascade) so the follower-count triggers keep others' counts exact.
    await trx
      .deleteFrom('follows')
      .where((eb) => eb.or([eb('follower_id', '=', userId), eb('followee_id', '=', userId)]))
      .execute();
    await trx.deleteFrom('exercise_bests').where('user_id', '=', userId).execute();
    await trx.deleteFrom('set_logs').where('user_id', '=', userId).execute();
    await trx.deleteFrom('workout_sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('imports').where('user_id', '=', userId).execute();
    await trx.deleteFrom('daily_user_xp').where('user_id', '=', userId).execute();
    await trx.deleteFrom('meal_plans').where('user_id', '=', userId).execute();
    await trx.deleteFrom('preferences').where('user_id', '=', userId).execute();
    await trx.deleteFrom('email_opt_outs').where('user_id', '=', userId).execute();
    await trx.deleteFrom('ai_requests').where('user_id', '=', userId).execute();
    await trx.deleteFrom('native_sign_in_grants').where('user_id', '=', userId).execute();
    await deleteMail(trx, account);
    await deletePayments(trx, userId);
    // Sign-in attempts typed as one of their names before it resolved to their account (login-limit).
    const nameKeys = [account.email, ...account.usernames].map((name) => loginNameKey(name.toLowerCase()));
    await forgetUserLimits(trx, userId, nameKeys);
    await trx.deleteFrom('user_stats').where('user_id', '=', userId).execute();
    await trx.deleteFrom('profiles').where('user_id', '=', userId).execute();
    await deleteSignIn(trx, account);
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return touched.map((r) => ({ creatorId: r.creator_id, nameKey: r.name_key }));
  });
}

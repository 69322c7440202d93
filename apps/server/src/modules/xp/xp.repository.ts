import { type Kysely, sql, type Transaction } from 'kysely';
import { isForeignKeyViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { lockAccount, lockRoutine } from '../routines/routine-lock.repository';
import { recordRankReached } from './ranks-reached.repository';

export type TickRefusal =
  | 'NOT_PARTICIPANT'
  | 'DAILY_XP_CAP'
  | 'DAILY_XP_CEILING'
  | 'NOTHING_TO_UNDO'
  | 'ROUTINE_GONE';

export type TickResult =
  | {
      ok: true;
      routineXp: number;
      totalXp: number;
      todayXp: number;
      /** This tick recorded a rank reached: a new card in the feeds (decision 038), announced live. */
      rankReached: boolean;
    }
  | { ok: false; reason: TickRefusal };

export interface TickInput {
  routineId: string;
  userId: string;
  /** The UTC day the XP counts towards (YYYY-MM-DD). */
  day: string;
  /** XP one tick is worth. */
  amount: number;
  /** Most XP this user may hold on this routine for `day`. */
  cap: number;
  /** Most XP this user may earn on `day` across all routines. */
  ceiling: number;
  /** When the tick happened (ISO, the one clock): dates a rank it reaches. */
  at: string;
}

/** An untick's input: it never reaches a rank. */
export type UntickInput = Omit<TickInput, 'cap' | 'ceiling' | 'at'>;

/** Thrown inside a transaction to roll it back with a reason. */
class Refused extends Error {
  constructor(readonly reason: TickRefusal) {
    super(reason);
  }
}

type TickSuccess = Extract<TickResult, { ok: true }>;

/** An XP change in its own transaction; a refusal rolls all of it back. */
async function changeXp(
  db: Kysely<Database>,
  routineId: string,
  userId: string,
  delta: number,
  changeToday: (trx: Transaction<Database>) => Promise<number>,
  reachedAt: string | null,
): Promise<TickResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      // The account first (lockAccount); gone, the participant is gone too and the change refuses.
      await lockAccount(trx, userId, 'shared');
      if (!(await lockRoutine(trx, routineId, 'shared'))) throw new Refused('ROUTINE_GONE');
      return applyXpChange(trx, routineId, userId, delta, changeToday, reachedAt);
    });
  } catch (error) {
    return refusalOf(error);
  }
}

/** A tick's refusal from what stopped it; anything else is a fault and is thrown on. */
function refusalOf(error: unknown): TickResult {
  if (error instanceof Refused) return { ok: false, reason: error.reason };
  // The user or routine was deleted while the tick was under way.
  if (isForeignKeyViolation(error)) return { ok: false, reason: 'ROUTINE_GONE' };
  throw error;
}

/**
 * The part a tick and an untick share, in one transaction that holds the account's and the routine's
 * shared locks already (changeXp takes them; the workout log's transaction took them first, so taking the
 * routine's again here cost every tick a query): the participant's routine XP changed by `delta` (which also checks they are a participant), the caller's change to today's
 * XP, then total XP moved by the same `delta`. Each statement is an atomic `x = x + n` with its condition
 * in the WHERE clause, so concurrent ticks on PostgreSQL queue on the row lock and re-check against the
 * committed value (no lost updates); SQLite runs them one by one.
 * The participant row is changed (and so locked) before anything else: a leave or a delete racing this
 * tick either removed it first (the tick refuses) or waits for the tick's commit and then sees its daily
 * XP to take back. Lock order (routine → participants → daily_xp → profiles) is the same for tick,
 * untick, leave and delete.
 */
async function applyXpChange(
  trx: Transaction<Database>,
  routineId: string,
  userId: string,
  delta: number,
  changeToday: (trx: Transaction<Database>) => Promise<number>,
  reachedAt: string | null,
): Promise<TickSuccess> {
  const routine = await trx
    .updateTable('participants')
    .set({ routine_xp: sql`routine_xp + ${delta}` })
    .where('routine_id', '=', routineId)
    .where('user_id', '=', userId)
    .where(sql<boolean>`routine_xp + ${delta} >= 0`)
    .returning('routine_xp')
    .executeTakeFirst();
  if (!routine) throw new Refused(await whyUnchanged(trx, routineId, userId, delta));

  const todayXp = await changeToday(trx);

  const profile = await trx
    .updateTable('profiles')
    .set({ total_xp: sql`case when total_xp + ${delta} < 0 then 0 else total_xp + ${delta} end` })
    .where('user_id', '=', userId)
    .returning('total_xp')
    .executeTakeFirstOrThrow();
  const totalXp = Number(profile.total_xp);
  const rankReached = reachedAt
    ? await recordRankReached(trx, userId, { before: totalXp - delta, after: totalXp }, reachedAt)
    : false;

  return { ok: true, todayXp, routineXp: Number(routine.routine_xp), totalXp, rankReached };
}

/**
 * Runs an XP change inside a caller's transaction (the workout log's), behind a savepoint: a refused
 * change is rolled back alone and the caller's own writes (the logged set) stay.
 */
async function withinSavepoint(
  trx: Transaction<Database>,
  change: () => Promise<TickSuccess>,
): Promise<TickResult> {
  await sql`savepoint xp_change`.execute(trx);
  try {
    const result = await change();
    await sql`release savepoint xp_change`.execute(trx);
    return result;
  } catch (error) {
    await sql`rollback to savepoint xp_change`.execute(trx);
    return refusalOf(error);
  }
}

/** Why a participant's routine XP could not move by `delta`: no such participant, or nothing to undo. */
async function whyUnchanged(
  trx: Transaction<Database>,
  routineId: string,
  userId: string,
  delta: number,
): Promise<TickRefusal> {
  if (delta > 0) return 'NOT_PARTICIPANT';
  const participant = await trx
    .selectFrom('participants')
    .select('user_id')
    .where('routine_id', '=', routineId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return participant ? 'NOTHING_TO_UNDO' : 'NOT_PARTICIPANT';
}

/** One tick's change to today's XP: the routine's day (up to its cap), then the user's day (ceiling). */
function tickToday({ routineId, userId, day, amount, cap, ceiling }: TickInput) {
  return async (trx: Transaction<Database>): Promise<number> => {
    if (amount > cap) throw new Refused('DAILY_XP_CAP');
    const daily = await trx
      .insertInto('daily_xp')
      .values({ routine_id: routineId, user_id: userId, day, xp: amount })
      .onConflict((oc) =>
        oc
          .columns(['routine_id', 'user_id', 'day'])
          .doUpdateSet({ xp: sql`daily_xp.xp + ${amount}` })
          .where(sql<boolean>`daily_xp.xp + ${amount} <= ${cap}`),
      )
      .returning('xp')
      .executeTakeFirst();
    if (!daily) throw new Refused('DAILY_XP_CAP');
    if (amount > ceiling) throw new Refused('DAILY_XP_CEILING');
    const userDay = await trx
      .insertInto('daily_user_xp')
      .values({ user_id: userId, day, xp: amount })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'day'])
          .doUpdateSet({ xp: sql`daily_user_xp.xp + ${amount}` })
          .where(sql<boolean>`daily_user_xp.xp + ${amount} <= ${ceiling}`),
      )
      .returning('xp')
      .executeTakeFirst();
    if (!userDay) throw new Refused('DAILY_XP_CEILING');
    return Number(daily.xp);
  };
}

/** Undoing one tick of `day`: refused when that day's XP on the routine is already 0. */
function untickToday({ routineId, userId, day, amount }: UntickInput) {
  return async (trx: Transaction<Database>): Promise<number> => {
    const daily = await trx
      .updateTable('daily_xp')
      .set({ xp: sql`xp - ${amount}` })
      .where('routine_id', '=', routineId)
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .where('xp', '>=', amount)
      .returning('xp')
      .executeTakeFirst();
    if (!daily) throw new Refused('NOTHING_TO_UNDO');
    await trx
      .updateTable('daily_user_xp')
      .set({ xp: sql`case when xp >= ${amount} then xp - ${amount} else 0 end` })
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .execute();
    return Number(daily.xp);
  };
}

/** One tick: today's XP, routine XP and total XP all rise by `amount`, or nothing changes (cap reached). */
export function addTick(db: Kysely<Database>, input: TickInput): Promise<TickResult> {
  return changeXp(db, input.routineId, input.userId, input.amount, tickToday(input), input.at);
}

/** Undoes one tick of `day`; refused when that day's XP on the routine is already 0. */
export function removeTick(db: Kysely<Database>, input: UntickInput): Promise<TickResult> {
  return changeXp(db, input.routineId, input.userId, -input.amount, untickToday(input), null);
}

/**
 * addTick inside the caller's transaction, which holds the account's and the routine's locks already
 * (set-log.service's holdPremiumViewerAndRoutine); a refusal leaves the caller's other writes in place.
 */
export function addTickWithin(trx: Transaction<Database>, input: TickInput): Promise<TickResult> {
  return withinSavepoint(trx, () =>
    applyXpChange(trx, input.routineId, input.userId, input.amount, tickToday(input), input.at),
  );
}

/** removeTick inside the caller's transaction, which holds the same locks already. */
export function removeTickWithin(trx: Transaction<Database>, input: UntickInput): Promise<TickResult> {
  return withinSavepoint(trx, () =>
    applyXpChange(trx, input.routineId, input.userId, -input.amount, untickToday(input), null),
  );
}

import { isSetType, type PreviousSet } from '@stryd/domain';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, SetLogsTable } from '../../db/schema';

export type SetLogRow = Selectable<SetLogsTable>;

/** Epley's estimate in SQL, the same rule as the domain's estimatedOneRepMax (before its rounding). */
export const e1rmSql = sql<number | null>`case
  when weight_kg > 0 and reps = 1 then weight_kg
  when weight_kg > 0 and reps between 2 and 12 then weight_kg * (1 + reps / 30.0)
end`;

/**
 * A set's volume in SQL, weight × reps, the domain's setVolumeKg: null where that is 0 (no weight, or
 * none recorded), so a max over sets without weight stays null (no record to beat). Sums coalesce it.
 */
export const setVolumeSql = sql<number | null>`case when weight_kg > 0 then weight_kg * reps end`;
/** The volume of a group of sets, 0 when none has any. */
export const volumeSumSql = sql<number>`sum(coalesce(${setVolumeSql}, 0))`;

/** Only the sets that count as work: warm-ups set no record and make no e1RM (issue 34 item 1). */
export const WORKING_SETS = sql<boolean>`set_type <> 'warmup'`;

/** Logs a set unless its id, or its card in the session, is already logged; true when it was new. */
export async function insertSetLog(
  trx: Kysely<Database>,
  row: Omit<SetLogRow, 'xp_earned' | 'xp_day' | 'records'>,
): Promise<boolean> {
  const result = await trx
    .insertInto('set_logs')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** A logged set with its session's routine and whether that session is finished (an untick's one read). */
export function findSetLogInSession(db: Kysely<Database>, userId: string, id: string) {
  return db
    .selectFrom('set_logs')
    .innerJoin('workout_sessions', 'workout_sessions.id', 'set_logs.session_id')
    .selectAll('set_logs')
    .select([
      'workout_sessions.finished_at as session_finished_at',
      'workout_sessions.routine_id as session_routine_id',
    ])
    .where('set_logs.user_id', '=', userId)
    .where('set_logs.id', '=', id)
    .executeTakeFirst();
}

export function findSetLog(db: Kysely<Database>, userId: string, id: string): Promise<SetLogRow | undefined> {
  return db
    .selectFrom('set_logs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The set already logged on this card of the session (another tab or an earlier id). */
export function findSetAtCard(
  db: Kysely<Database>,
  sessionId: string,
  workoutIndex: number,
  setIndex: number,
): Promise<SetLogRow | undefined> {
  return db
    .selectFrom('set_logs')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('workout_index', '=', workoutIndex)
    .where('set_index', '=', setIndex)
    .executeTakeFirst();
}

export async function markSetOutcome(
  trx: Kysely<Database>,
  userId: string,
  id: string,
  outcome: { xpEarned: number; xpDay: string | null; records: readonly string[] },
): Promise<SetLogRow> {
  return trx
    .updateTable('set_logs')
    .set({ xp_earned: outcome.xpEarned, xp_day: outcome.xpDay, records: outcome.records.join(',') })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes a logged set; true only for the one caller whose delete removed it. */
export async function deleteSetLog(trx: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await trx
    .deleteFrom('set_logs')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Whether any set of this workout is logged in the session (a swap is refused then). */
export async function workoutHasSets(
  db: Kysely<Database>,
  sessionId: string,
  workoutIndex: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('set_logs')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('workout_index', '=', workoutIndex)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function setsOfSession(db: Kysely<Database>, sessionId: string): Promise<SetLogRow[]> {
  return db
    .selectFrom('set_logs')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('workout_index')
    .orderBy('set_index')
    .execute();
}

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * The sets of an exercise from the last other session that logged it, in card order, with their type and
 * effort (pre-fill, and the progression hint). The generator's warm-ups (places below 0) are left out: the
 * page proposes them afresh, and last time's set 1 stays the first one (decision 047).
 */
export async function lastSessionSets(
  db: Kysely<Database>,
  userId: string,
  exerciseKey: string,
  excludeSessionId: string | null,
): Promise<PreviousSet[]> {
  let latest = db
    .selectFrom('set_logs')
    .select('session_id')
    .where('user_id', '=', userId)
    .where('exercise_key', '=', exerciseKey)
    .orderBy('logged_at', 'desc')
    .limit(1);
  if (excludeSessionId) latest = latest.where('session_id', '<>', excludeSessionId);
  const last = await latest.executeTakeFirst();
  if (!last) return [];
  const rows = await db
    .selectFrom('set_logs')
    .select(['reps', 'weight_kg', 'seconds', 'distance_m', 'set_type', 'rpe', 'rir'])
    .where('session_id', '=', last.session_id)
    .where('exercise_key', '=', exerciseKey)
    .where('set_index', '>=', 0)
    .orderBy('workout_index')
    .orderBy('set_index')
    .execute();
  return rows.map((r) => ({
    reps: num(r.reps),
    weightKg: num(r.weight_kg),
    seconds: num(r.seconds),
    distanceM: num(r.distance_m),
    setType: isSetType(r.set_type) ? r.set_type : 'working',
    rpe: num(r.rpe),
    rir: num(r.rir),
  }));
}

export { num };

/** The user's best session volume of an exercise in any session but this one; null before any. */
export async function bestSessionVolumeElsewhere(
  trx: Kysely<Database>,
  userId: string,
  exerciseKey: string,
  sessionId: string,
): Promise<number | null> {
  const best = await trx
    .selectFrom((eb) =>
      eb
        .selectFrom('set_logs')
        .select(volumeSumSql.as('volume'))
        .where('user_id', '=', userId)
        .where('exercise_key', '=', exerciseKey)
        .where('session_id', '<>', sessionId)
        .where(WORKING_SETS)
        .groupBy('session_id')
        .as('per_session'),
    )
    .select(sql<number | null>`max(volume)`.as('best'))
    .executeTakeFirstOrThrow();
  return best.best === null ? null : Number(best.best);
}

/** Replaces the record kinds a set is marked with (comma-separated, as stored). */
export async function setRecordKinds(
  trx: Kysely<Database>,
  userId: string,
  setId: string,
  records: string,
): Promise<void> {
  await trx
    .updateTable('set_logs')
    .set({ records })
    .where('user_id', '=', userId)
    .where('id', '=', setId)
    .execute();
}

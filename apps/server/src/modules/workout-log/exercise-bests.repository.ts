import {
  countsAsWork,
  type ExerciseBests,
  estimatedOneRepMax,
  isSetType,
  type SetValues,
  setVolumeKg,
} from '@stryd/domain';
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { e1rmSql, num, type SetLogRow, setVolumeSql, WORKING_SETS } from './set-logs.repository';

// The bests a tick compares with, kept per person and exercise (migration 0037, decision 050): a tick
// reads one row instead of scanning the exercise's history, and merges its set into it. Whatever removes
// working sets (an untick, an import's undo) recomputes the exercises it touched from history.

const BEST_COLUMNS = [
  'user_id',
  'exercise_key',
  'weight_kg',
  'e1rm',
  'set_volume_kg',
  'seconds',
  'reps',
] as const;

/** Each best as the max over working sets (warm-ups never count, decision 043), by person and exercise. */
function bestsOfSets(db: Kysely<Database>) {
  return db
    .selectFrom('set_logs')
    .select([
      'user_id',
      'exercise_key',
      sql<number | null>`max(weight_kg)`.as('weight_kg'),
      sql<number | null>`max(${e1rmSql})`.as('e1rm'),
      sql<number | null>`max(${setVolumeSql})`.as('set_volume_kg'),
      sql<number | null>`max(seconds)`.as('seconds'),
      sql<number | null>`max(case when weight_kg is null or weight_kg = 0 then reps end)`.as('reps'),
    ])
    .where(WORKING_SETS)
    .groupBy(['user_id', 'exercise_key']);
}

/** One person's sets, for bestsOfSets. */
const setsOf = (db: Kysely<Database>, userId: string) => bestsOfSets(db).where('user_id', '=', userId);

/** The greater of a kept best and a new one, where either may be null (SQLite's max(a, b) is null then). */
const greater = (column: (typeof BEST_COLUMNS)[number]) =>
  sql<number | null>`case when excluded.${sql.ref(column)} is null or exercise_bests.${sql.ref(column)} >= excluded.${sql.ref(column)}
    then exercise_bests.${sql.ref(column)} else excluded.${sql.ref(column)} end`;

/** Adds what `sets` (some of one person's set_logs) reached to their bests, each kept best only raised. */
async function mergeIntoBests(trx: Kysely<Database>, sets: ReturnType<typeof bestsOfSets>): Promise<void> {
  await trx
    .insertInto('exercise_bests')
    .columns([...BEST_COLUMNS])
    .expression(sets)
    .onConflict((oc) =>
      oc.columns(['user_id', 'exercise_key']).doUpdateSet({
        weight_kg: greater('weight_kg'),
        e1rm: greater('e1rm'),
        set_volume_kg: greater('set_volume_kg'),
        seconds: greater('seconds'),
        reps: greater('reps'),
      }),
    )
    .execute();
}

/** A tick's set, just logged, into its exercise's bests (a warm-up adds nothing). */
export function mergeSetIntoBests(trx: Kysely<Database>, userId: string, setId: string): Promise<void> {
  return mergeIntoBests(trx, setsOf(trx, userId).where('id', '=', setId));
}

/** An import's sessions, just written, into their exercises' bests. */
export function mergeSessionsIntoBests(
  trx: Kysely<Database>,
  userId: string,
  sessionIds: readonly string[],
): Promise<void> {
  if (sessionIds.length === 0) return Promise.resolve();
  return mergeIntoBests(trx, setsOf(trx, userId).where('session_id', 'in', [...sessionIds]));
}

/**
 * Recomputes exercises' bests from their whole history after working sets left it. On PostgreSQL their
 * rows are locked first, so a tick merging into one meanwhile either committed before this reads the
 * history (its set is in it) or waits and merges into the result.
 */
export async function recomputeBests(
  trx: Kysely<Database>,
  userId: string,
  exerciseKeys: readonly string[],
): Promise<void> {
  if (exerciseKeys.length === 0) return;
  const keys = [...new Set(exerciseKeys)].sort();
  const mine = trx
    .selectFrom('exercise_bests')
    .where('user_id', '=', userId)
    .where('exercise_key', 'in', keys);
  if (isPostgres(trx)) await mine.select('exercise_key').orderBy('exercise_key').forUpdate().execute();
  await trx
    .deleteFrom('exercise_bests')
    .where('user_id', '=', userId)
    .where('exercise_key', 'in', keys)
    .execute();
  await mergeIntoBests(trx, setsOf(trx, userId).where('exercise_key', 'in', keys));
}

/** Every person's bests from the whole log (bench:seed, which writes the log around the statements). */
export async function rebuildAllBests(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('exercise_bests').execute();
  await db
    .insertInto('exercise_bests')
    .columns([...BEST_COLUMNS])
    .expression(bestsOfSets(db))
    .execute();
}

/**
 * What the person had done with an exercise before a set (already logged, not yet merged): the kept
 * bests, the most reps at exactly the set's weight (the covering index set_logs_reps_at_weight), and
 * whether any working set of it was logged in another session. Null bests (no record possible) until
 * then: a first session sets the marks, it does not beat them.
 */
export async function bestsBefore(
  db: Kysely<Database>,
  userId: string,
  exerciseKey: string,
  set: { id: string; sessionId: string; weightKg: number | null },
): Promise<ExerciseBests | null> {
  const row = await db
    .selectFrom('exercise_bests')
    .select(['weight_kg', 'e1rm', 'set_volume_kg', 'seconds', 'reps'])
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('set_logs')
            .select(sql.lit(1).as('one'))
            .where('set_logs.user_id', '=', userId)
            .where('set_logs.exercise_key', '=', exerciseKey)
            .where('set_logs.session_id', '<>', set.sessionId)
            .where(WORKING_SETS),
        )
        .as('earlier'),
      set.weightKg
        ? eb
            .selectFrom('set_logs')
            .select('set_logs.reps')
            .where('set_logs.user_id', '=', userId)
            .where('set_logs.exercise_key', '=', exerciseKey)
            .where('set_logs.weight_kg', '=', set.weightKg)
            .where(WORKING_SETS)
            .where('set_logs.reps', 'is not', null)
            .where('set_logs.id', '<>', set.id)
            .orderBy('set_logs.reps', 'desc')
            .limit(1)
            .as('reps_at_weight')
        : sql<number | null>`null`.as('reps_at_weight'),
    ])
    .where('user_id', '=', userId)
    .where('exercise_key', '=', exerciseKey)
    .executeTakeFirst();
  if (!row || !row.earlier) return null;
  const e1rm = num(row.e1rm);
  return {
    weightKg: num(row.weight_kg),
    e1rm: e1rm === null ? null : Math.round(e1rm * 10) / 10,
    setVolumeKg: num(row.set_volume_kg),
    repsAtWeight: num(row.reps_at_weight),
    seconds: num(row.seconds),
    reps: num(row.reps),
  };
}

/**
 * How far below a kept best an unticked set's value may be and still be the one that set it: the last bit
 * where SQL's and JavaScript's arithmetic may differ, and the domain's e1RM rounding to 0.1.
 */
const SLACK = 0.05;

/**
 * Whether an unticked working set may have held one of its exercise's bests (then they are recomputed;
 * when each of its values is clearly below the kept best, another set holds it and nothing changes).
 */
async function mayHoldABest(
  db: Kysely<Database>,
  userId: string,
  exerciseKey: string,
  set: Pick<SetValues, 'reps' | 'weightKg' | 'seconds'>,
): Promise<boolean> {
  const bests = await db
    .selectFrom('exercise_bests')
    .select(['weight_kg', 'e1rm', 'set_volume_kg', 'seconds', 'reps'])
    .where('user_id', '=', userId)
    .where('exercise_key', '=', exerciseKey)
    .executeTakeFirst();
  if (!bests) return true;
  const weighted = set.weightKg !== null && set.weightKg > 0;
  const reaches = (value: number | null, best: unknown) =>
    value !== null && (best === null || value >= Number(best) - SLACK);
  return (
    reaches(set.weightKg, bests.weight_kg) ||
    reaches(estimatedOneRepMax(set.weightKg, set.reps), bests.e1rm) ||
    reaches(weighted && set.reps !== null ? setVolumeKg(set) : null, bests.set_volume_kg) ||
    reaches(set.seconds, bests.seconds) ||
    reaches(weighted ? null : set.reps, bests.reps)
  );
}

/**
 * An unticked set leaves its exercise's bests (before the XP is taken back: the tick's order of locks),
 * recomputed from history when it was a working set that may have held one.
 */
export async function forgetSetInBests(trx: Kysely<Database>, row: SetLogRow): Promise<void> {
  if (!countsAsWork(isSetType(row.set_type) ? row.set_type : 'working')) return;
  const set = { reps: num(row.reps), weightKg: num(row.weight_kg), seconds: num(row.seconds) };
  if (await mayHoldABest(trx, row.user_id, row.exercise_key, set)) {
    await recomputeBests(trx, row.user_id, [row.exercise_key]);
  }
}

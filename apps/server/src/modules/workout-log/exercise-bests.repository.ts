import type { ExerciseBests } from '@stryd/domain';
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { e1rmSql, num, setVolumeSql, WORKING_SETS } from './set-logs.repository';

// The bests of finished sessions, kept per person and exercise (migration 0037, decision 050): a tick reads
// one row, and the few sets of the open sessions, instead of scanning the exercise's history. A finished
// session's sets never change (no untick there), so a finish or an import only raises the bests; an
// import's undo recomputes the exercises it touched from history.

const BEST_COLUMNS = [
  'user_id',
  'exercise_key',
  'weight_kg',
  'e1rm',
  'set_volume_kg',
  'seconds',
  'reps',
] as const;

/** The bests of a group of set_logs rows, as the columns of exercise_bests. */
const BEST_VALUES = [
  sql<number | null>`max(weight_kg)`.as('weight_kg'),
  sql<number | null>`max(${e1rmSql})`.as('e1rm'),
  sql<number | null>`max(${setVolumeSql})`.as('set_volume_kg'),
  sql<number | null>`max(seconds)`.as('seconds'),
  sql<number | null>`max(case when weight_kg is null or weight_kg = 0 then reps end)`.as('reps'),
];

/**
 * Each best as the max over working sets (warm-ups never count, decision 043) of finished sessions, by
 * person and exercise.
 */
function bestsOfSets(db: Kysely<Database>) {
  return db
    .selectFrom('set_logs')
    .innerJoin('workout_sessions', 'workout_sessions.id', 'set_logs.session_id')
    .select(['set_logs.user_id', 'set_logs.exercise_key', ...BEST_VALUES])
    .where('workout_sessions.finished_at', 'is not', null)
    .where(WORKING_SETS)
    .groupBy(['set_logs.user_id', 'set_logs.exercise_key']);
}

/** One person's sets, for bestsOfSets. */
const setsOf = (db: Kysely<Database>, userId: string) =>
  bestsOfSets(db).where('set_logs.user_id', '=', userId);

/** The greater of a kept best and a new one, where either may be null (SQLite's max(a, b) is null then). */
const greater = (column: (typeof BEST_COLUMNS)[number]) =>
  sql<
    number | null
  >`case when excluded.${sql.ref(column)} is null or exercise_bests.${sql.ref(column)} >= excluded.${sql.ref(column)}
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

/** Sessions just finished (by their owner, or written finished by an import) into their exercises' bests. */
export function mergeSessionsIntoBests(
  trx: Kysely<Database>,
  userId: string,
  sessionIds: readonly string[],
): Promise<void> {
  if (sessionIds.length === 0) return Promise.resolve();
  return mergeIntoBests(trx, setsOf(trx, userId).where('set_logs.session_id', 'in', [...sessionIds]));
}

/** The exercises sessions hold working sets of (an import's undo recomputes their bests). */
export async function exercisesOfSessions(
  db: Kysely<Database>,
  sessionIds: readonly string[],
): Promise<string[]> {
  const rows = await db
    .selectFrom('set_logs')
    .select('exercise_key')
    .distinct()
    .where('session_id', 'in', [...sessionIds])
    .where(WORKING_SETS)
    .execute();
  return rows.map((row) => row.exercise_key);
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
  await mergeIntoBests(trx, setsOf(trx, userId).where('set_logs.exercise_key', 'in', keys));
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

/** The greater of two bests, either of which may be missing. */
const higher = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

/**
 * What the person had done with an exercise before a set (already logged): the kept bests of finished
 * sessions, raised by the other working sets of the open sessions (at most a session's 100 sets each,
 * found from the sessions), and the most reps at exactly the set's weight (the covering index
 * set_logs_reps_at_weight). Null bests (no record possible) until some other session has a working set of
 * it: a first session sets the marks, it does not beat them. One query: the open sessions' aggregate (one
 * row) with the kept row joined to it.
 */
export async function bestsBefore(
  db: Kysely<Database>,
  userId: string,
  exerciseKey: string,
  set: { id: string; sessionId: string; weightKg: number | null },
): Promise<ExerciseBests | null> {
  const openSets = db
    .selectFrom('workout_sessions')
    .innerJoin('set_logs', 'set_logs.session_id', 'workout_sessions.id')
    .select([
      ...BEST_VALUES,
      sql<number | null>`max(case when weight_kg = ${set.weightKg ?? -1} then reps end)`.as('reps_at_weight'),
      sql<number>`max(case when set_logs.session_id <> ${set.sessionId} then 1 else 0 end)`.as('other'),
    ])
    .where('workout_sessions.user_id', '=', userId)
    .where('workout_sessions.finished_at', 'is', null)
    .where('set_logs.exercise_key', '=', exerciseKey)
    .where('set_logs.id', '<>', set.id)
    .where(WORKING_SETS);
  // The most reps at the set's weight in the whole history, read only where there are kept bests (else
  // the open sessions' aggregate has them all).
  const keptRepsAtWeight = set.weightKg
    ? sql<number | null>`case when ${sql.ref('kept.user_id')} is null then null else (${db
        .selectFrom('set_logs')
        .select('set_logs.reps')
        .where('set_logs.user_id', '=', userId)
        .where('set_logs.exercise_key', '=', exerciseKey)
        .where('set_logs.weight_kg', '=', set.weightKg)
        .where(WORKING_SETS)
        .where('set_logs.reps', 'is not', null)
        .where('set_logs.id', '<>', set.id)
        .orderBy('set_logs.reps', 'desc')
        .limit(1)}) end`
    : sql<number | null>`null`;
  const row = await db
    .selectFrom(openSets.as('open'))
    .leftJoin('exercise_bests as kept', (join) =>
      join.on('kept.user_id', '=', userId).on('kept.exercise_key', '=', exerciseKey),
    )
    .select([
      'open.weight_kg',
      'open.e1rm',
      'open.set_volume_kg',
      'open.seconds',
      'open.reps',
      'open.reps_at_weight',
      'open.other',
      'kept.user_id as kept',
      'kept.weight_kg as kept_weight_kg',
      'kept.e1rm as kept_e1rm',
      'kept.set_volume_kg as kept_set_volume_kg',
      'kept.seconds as kept_seconds',
      'kept.reps as kept_reps',
    ])
    .select(keptRepsAtWeight.as('kept_reps_at_weight'))
    .executeTakeFirstOrThrow();
  if (row.kept === null && !Number(row.other)) return null;
  const best = (open: unknown, kept: unknown) => higher(num(kept), num(open));
  const e1rm = best(row.e1rm, row.kept_e1rm);
  return {
    weightKg: best(row.weight_kg, row.kept_weight_kg),
    e1rm: e1rm === null ? null : Math.round(e1rm * 10) / 10,
    setVolumeKg: best(row.set_volume_kg, row.kept_set_volume_kg),
    repsAtWeight: best(row.reps_at_weight, row.kept_reps_at_weight),
    seconds: best(row.seconds, row.kept_seconds),
    reps: best(row.reps, row.kept_reps),
  };
}

import { type Kysely, type Selectable, sql } from 'kysely';
// Imported rows get time-ordered ids (UUID version 7), so each batch adds to the end of the id indexes
// (the sessions' key, set_logs_pk, set_logs_card) instead of to pages all over them: with random ids a
// 92,000-workout import's batches grew from 25 to 90 ms, most of it pages written to the WAL for a row each.
import { v7 as timeOrderedId } from 'uuid';
import { isPostgres } from '../../db/dialect';
import { isUniqueViolation } from '../../db/errors';
import type { Database, ImportsTable } from '../../db/schema';
import {
  exercisesOfSessions,
  mergeSessionsIntoBests,
  recomputeBests,
} from '../workout-log/exercise-bests.repository';
import type { PlannedSession } from './import-plan';

export type ImportRow = Selectable<ImportsTable>;

/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound parameters. */
const BATCH = 400;
/** How far one transaction of an import or undo goes: statements of `size` workouts until `until`. */
export interface Batch {
  /** Workouts per statement; the time is checked after each. */
  size: number;
  /** performance.now() past which the transaction stops at the next statement. */
  until: number;
}

/** The start and name of the user's sessions between two instants (to skip workouts already logged). */
export function sessionsBetween(db: Kysely<Database>, userId: string, from: string, to: string) {
  return db
    .selectFrom('workout_sessions')
    .select(['started_at', 'routine_name'])
    .where('user_id', '=', userId)
    .where('started_at', '>=', from)
    .where('started_at', '<=', to)
    .execute();
}

/**
 * Starts an import: its row, 'importing', takes the user's one slot for an import or undo under way
 * (the imports_one_running index). False when another one holds it.
 */
export async function startImport(db: Kysely<Database>, row: ImportRow): Promise<boolean> {
  try {
    await db.insertInto('imports').values(row).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The user's import or undo under way (or left unfinished by a crash), if any. */
export function runningImport(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('imports')
    .select(['id', 'state', 'state_at'])
    .where('user_id', '=', userId)
    .where('state', '<>', 'done')
    .executeTakeFirst();
}

/** Marks an import done with what it added, in one statement: from now on it is listed and undoable. */
export async function finishImport(db: Kysely<Database>, row: ImportRow): Promise<void> {
  const result = await db
    .updateTable('imports')
    .set({ ...row, state: 'done', state_at: null })
    .where('id', '=', row.id)
    .where('state', '=', 'importing')
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new Error(`import ${row.id} is no longer under way`);
}

async function inBatches<T>(items: readonly T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) await write(items.slice(i, i + BATCH));
}

/**
 * Writes imported workouts, from `from` on, as finished sessions of no routine tagged with the import.
 * Their sets earn no XP (xp_earned 0, no XP day) and carry no record marks: records are read from all
 * sets. One transaction of statements of `batch.size` workouts that stops after the first one past
 * `batch.until`, so it holds the SQLite write lock about as long as the caller allows; a workout is
 * written whole or not at all. Returns where the next transaction starts.
 */
export async function insertSessions(
  db: Kysely<Database>,
  userId: string,
  importId: string,
  sessions: readonly PlannedSession[],
  from: number,
  batch: Batch,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let next = from;
    while (next < sessions.length && (next === from || performance.now() < batch.until)) {
      const withIds = sessions
        .slice(next, next + batch.size)
        .map((session) => ({ session, id: timeOrderedId() }));
      next += withIds.length;
      await trx
        .insertInto('workout_sessions')
        .values(
          withIds.map(({ session, id }) => ({
            id,
            user_id: userId,
            routine_id: null,
            routine_name: session.name,
            creator_id: null,
            started_at: session.startedAt,
            last_set_at: session.finishedAt,
            finished_at: session.finishedAt,
            duration_ms: session.durationMs ?? Date.parse(session.finishedAt) - Date.parse(session.startedAt),
            set_count: session.sets.length,
            volume_kg: session.volumeKg,
            warmup_volume_kg: session.warmupVolumeKg,
            note: session.note,
            xp_earned: 0,
            record_count: 0,
            import_id: importId,
          })),
        )
        .execute();
      const sets = withIds.flatMap(({ session, id }) =>
        session.sets.map((set) => ({
          user_id: userId,
          id: timeOrderedId(),
          session_id: id,
          workout_index: set.workoutIndex,
          set_index: set.setIndex,
          exercise_key: set.exerciseKey,
          exercise_id: set.exerciseId,
          exercise_name: set.exerciseName,
          reps: set.values.reps,
          weight_kg: set.values.weightKg,
          seconds: set.values.seconds,
          distance_m: set.values.distanceM,
          set_type: set.details.setType,
          rpe: set.details.rpe,
          rir: set.details.rir,
          note: set.details.note,
          group_key: set.group,
          logged_at: set.loggedAt ?? session.startedAt,
          xp_earned: 0,
          xp_day: null,
          records: '',
        })),
      );
      await inBatches(sets, (rows) => trx.insertInto('set_logs').values(rows).execute());
      await mergeSessionsIntoBests(
        trx,
        userId,
        withIds.map(({ id }) => id),
      );
    }
    return next;
  });
}

export function listImports(db: Kysely<Database>, userId: string): Promise<ImportRow[]> {
  return db
    .selectFrom('imports')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', '=', 'done')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * Starts undoing a done import: 'undoing' takes the user's one slot, and the import leaves the list at
 * once. 'missing' when the user has no such done import, 'busy' when an import or undo is under way.
 */
export async function startUndo(
  db: Kysely<Database>,
  userId: string,
  id: string,
  now: string,
): Promise<'started' | 'missing' | 'busy'> {
  try {
    const result = await db
      .updateTable('imports')
      .set({ state: 'undoing', state_at: now })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('state', '=', 'done')
      .executeTakeFirst();
    if (result.numUpdatedRows > 0n) return 'started';
    const row = await db
      .selectFrom('imports')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? 'busy' : 'missing';
  } catch (error) {
    if (isUniqueViolation(error)) return 'busy';
    throw error;
  }
}

/**
 * Deletes an import's sessions with their sets, `batch.size` at a time by their ids, in one transaction
 * that stops after the first step past `batch.until`. Both deletes walk an index (set_logs_card, the
 * primary key) whatever the planner's statistics say. `done` once none are left.
 */
export async function deleteImportedBatch(
  db: Kysely<Database>,
  userId: string,
  importId: string,
  batch: Batch,
): Promise<{ sessions: number; sets: number; done: boolean }> {
  return db.transaction().execute(async (trx) => {
    const removed = { sessions: 0, sets: 0, done: false };
    // The exercises whose working sets go: their bests are recomputed from what is left, once per batch.
    const exercises = new Set<string>();
    do {
      const ids = (
        await trx
          .selectFrom('workout_sessions')
          .select('id')
          .where('import_id', '=', importId)
          .where('user_id', '=', userId)
          .limit(batch.size)
          .execute()
      ).map((row) => row.id);
      if (ids.length === 0) {
        removed.done = true;
        break;
      }
      for (const key of await exercisesOfSessions(trx, ids)) exercises.add(key);
      const sets = await trx.deleteFrom('set_logs').where('session_id', 'in', ids).executeTakeFirst();
      const sessions = await trx.deleteFrom('workout_sessions').where('id', 'in', ids).executeTakeFirst();
      removed.sessions += Number(sessions.numDeletedRows);
      removed.sets += Number(sets.numDeletedRows);
    } while (performance.now() < batch.until);
    await recomputeBests(trx, userId, [...exercises]);
    return removed;
  });
}

export async function deleteImportRow(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  await db.deleteFrom('imports').where('user_id', '=', userId).where('id', '=', id).execute();
}

/**
 * Fresh planner statistics after many rows came at once (PostgreSQL): without them the planner still
 * thinks the log small and picks nested loops over it. Takes no lock that blocks writers.
 */
export async function refreshLogStatistics(db: Kysely<Database>): Promise<void> {
  if (isPostgres(db)) await sql`analyze workout_sessions, set_logs`.execute(db);
}

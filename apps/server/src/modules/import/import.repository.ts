import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { Database, ImportsTable } from '../../db/schema';
import type { PlannedSession } from './import-plan';

export type ImportRow = Selectable<ImportsTable>;

/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound parameters. */
const BATCH = 400;

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
 * Holds the user's row until the transaction ends, so two imports of one file at once run one after the
 * other and the second sees the first's sessions. PostgreSQL only: SQLite writes one at a time.
 */
export async function lockUserImports(trx: Transaction<Database>, userId: string): Promise<void> {
  if (isPostgres(trx))
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export async function insertImport(trx: Kysely<Database>, row: ImportRow): Promise<void> {
  await trx.insertInto('imports').values(row).execute();
}

async function inBatches<T>(items: readonly T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) await write(items.slice(i, i + BATCH));
}

/**
 * Writes imported workouts as finished sessions of no routine, tagged with the import. Their sets earn
 * no XP (xp_earned 0, no XP day) and carry no record marks: records are read from all sets.
 */
export async function insertSessions(
  trx: Kysely<Database>,
  userId: string,
  importId: string,
  sessions: readonly PlannedSession[],
): Promise<void> {
  const withIds = sessions.map((session) => ({ session, id: randomUUID() }));
  await inBatches(withIds, (batch) =>
    trx
      .insertInto('workout_sessions')
      .values(
        batch.map(({ session, id }) => ({
          id,
          user_id: userId,
          routine_id: null,
          routine_name: session.name,
          creator_id: null,
          started_at: session.startedAt,
          last_set_at: session.finishedAt,
          finished_at: session.finishedAt,
          duration_ms: Date.parse(session.finishedAt) - Date.parse(session.startedAt),
          set_count: session.sets.length,
          volume_kg: session.volumeKg,
          xp_earned: 0,
          record_count: 0,
          import_id: importId,
        })),
      )
      .execute(),
  );
  const sets = withIds.flatMap(({ session, id }) =>
    session.sets.map((set) => ({
      user_id: userId,
      id: randomUUID(),
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
      logged_at: session.startedAt,
      xp_earned: 0,
      xp_day: null,
      records: '',
    })),
  );
  await inBatches(sets, (batch) => trx.insertInto('set_logs').values(batch).execute());
}

export function listImports(db: Kysely<Database>, userId: string): Promise<ImportRow[]> {
  return db
    .selectFrom('imports')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export function findImport(db: Kysely<Database>, userId: string, id: string) {
  return db
    .selectFrom('imports')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Deletes an import's sets, sessions and record; what was removed. */
export async function deleteImport(
  trx: Kysely<Database>,
  userId: string,
  id: string,
): Promise<{ sessions: number; sets: number }> {
  const sessionIds = trx
    .selectFrom('workout_sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('import_id', '=', id);
  const sets = await trx
    .deleteFrom('set_logs')
    .where('user_id', '=', userId)
    .where('session_id', 'in', sessionIds)
    .executeTakeFirst();
  const sessions = await trx
    .deleteFrom('workout_sessions')
    .where('user_id', '=', userId)
    .where('import_id', '=', id)
    .executeTakeFirst();
  await trx.deleteFrom('imports').where('user_id', '=', userId).where('id', '=', id).execute();
  return { sessions: Number(sessions.numDeletedRows), sets: Number(sets.numDeletedRows) };
}

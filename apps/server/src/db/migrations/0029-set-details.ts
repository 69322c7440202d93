import type { Kysely } from 'kysely';

/**
 * A set's type, effort and note, and a session's note (issue 34, decision 043):
 * - `set_logs.set_type`: 'working' (every set logged before), 'warmup', 'drop' or 'failure'. Warm-ups are
 *   kept but left out of records, e1RM, the session's working volume and XP.
 * - `set_logs.rpe` / `set_logs.rir`: how hard the set was, on one scale or the other (or neither).
 * - `set_logs.note` and `workout_sessions.note`: plain text.
 * - `workout_sessions.warmup_volume_kg`: the warm-ups' volume, kept apart from `volume_kg` (now the
 *   working volume) so the history's weekly totals and session volume records stay working sets only.
 * Written in the tick's own insert, so logging a set costs no extra statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('set_logs')
    .addColumn('set_type', 'text', (col) => col.notNull().defaultTo('working'))
    .execute();
  await db.schema.alterTable('set_logs').addColumn('rpe', 'double precision').execute();
  await db.schema.alterTable('set_logs').addColumn('rir', 'integer').execute();
  await db.schema.alterTable('set_logs').addColumn('note', 'text').execute();
  await db.schema.alterTable('workout_sessions').addColumn('note', 'text').execute();
  await db.schema
    .alterTable('workout_sessions')
    .addColumn('warmup_volume_kg', 'double precision', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workout_sessions').dropColumn('warmup_volume_kg').execute();
  await db.schema.alterTable('workout_sessions').dropColumn('note').execute();
  for (const column of ['note', 'rir', 'rpe', 'set_type']) {
    await db.schema.alterTable('set_logs').dropColumn(column).execute();
  }
}

import type { Kysely } from 'kysely';

/**
 * Imports of a workout history from another app's CSV export (decision 0NN, docs/api.md "Import"):
 * - `imports`: one row per committed import, with what it added; undoing it deletes the row.
 * - `workout_sessions.import_id`: the import a session came from (null for sessions logged here), so an
 *   undo removes exactly those sessions and their sets.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('imports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('session_count', 'integer', (col) => col.notNull())
    .addColumn('set_count', 'integer', (col) => col.notNull())
    .addColumn('exercise_count', 'integer', (col) => col.notNull())
    .addColumn('skipped_rows', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('duplicate_sessions', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('first_session_at', 'text')
    .addColumn('last_session_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('imports_user').on('imports').columns(['user_id', 'created_at']).execute();
  await db.schema
    .alterTable('workout_sessions')
    .addColumn('import_id', 'text', (col) => col.references('imports.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('workout_sessions_import').on('workout_sessions').column('import_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('workout_sessions_import').execute();
  await db.schema.alterTable('workout_sessions').dropColumn('import_id').execute();
  await db.schema.dropTable('imports').execute();
}

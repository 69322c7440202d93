import { type Kysely, sql } from 'kysely';

/**
 * Who may see a finished session (issue 33, decision 033):
 * - `profiles.session_visibility`: the account's default, 'public', 'followers' or 'only-me'. It replaces
 *   `profiles.history_public` (migration 0015): an open history becomes 'public', a closed one 'only-me',
 *   so nobody sees more or less than before.
 * - `workout_sessions.visibility`: a session's own choice; null follows the owner's default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('session_visibility', 'text', (col) => col.notNull().defaultTo('only-me'))
    .execute();
  await sql`update profiles set session_visibility = 'public' where history_public = 1`.execute(db);
  await db.schema.alterTable('profiles').dropColumn('history_public').execute();
  await db.schema.alterTable('workout_sessions').addColumn('visibility', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workout_sessions').dropColumn('visibility').execute();
  await db.schema
    .alterTable('profiles')
    .addColumn('history_public', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update profiles set history_public = 1 where session_visibility = 'public'`.execute(db);
  await db.schema.alterTable('profiles').dropColumn('session_visibility').execute();
}

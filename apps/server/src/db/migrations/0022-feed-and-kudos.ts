import type { Kysely } from 'kysely';

/**
 * The feed and kudos (issue 33, decision 034):
 * - `workout_sessions_feed` on (user_id, finished_at, id): each followed person's newest finished sessions,
 *   read a page at a time from the keyset cursor (finished_at, id).
 * - `kudos`: one per person per session (the primary key), gone with the session or the person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('workout_sessions_feed')
    .on('workout_sessions')
    .columns(['user_id', 'finished_at', 'id'])
    .execute();
  await db.schema
    .createTable('kudos')
    .addColumn('session_id', 'text', (col) =>
      col.notNull().references('workout_sessions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('kudos_pk', ['session_id', 'user_id'])
    .execute();
  await db.schema.createIndex('kudos_user').on('kudos').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kudos').execute();
  await db.schema.dropIndex('workout_sessions_feed').execute();
}

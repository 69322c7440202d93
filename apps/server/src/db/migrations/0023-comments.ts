import type { Kysely } from 'kysely';

/**
 * Comments on finished sessions (issue 33 item 3): plain text, one level of replies (`parent_id` names a
 * comment without a parent of its own), gone with the session, the writer or the comment replied to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('session_id', 'text', (col) =>
      col.notNull().references('workout_sessions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('parent_id', 'text', (col) => col.references('comments.id').onDelete('cascade'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('edited_at', 'text')
    .execute();
  await db.schema
    .createIndex('comments_session')
    .on('comments')
    .columns(['session_id', 'created_at'])
    .execute();
  await db.schema.createIndex('comments_user').on('comments').column('user_id').execute();
  await db.schema.createIndex('comments_parent').on('comments').column('parent_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('comments').execute();
}

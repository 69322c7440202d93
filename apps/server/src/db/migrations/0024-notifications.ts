import type { Kysely } from 'kysely';

/**
 * The in-app inbox (issue 33 item 4):
 * - `notifications`: what someone (`actor_id`) did that a person (`user_id`) is told about, with what it
 *   was about; gone with either person, or with the session, comment or routine it names. Read once
 *   `read_at` is set.
 * - `notification_opt_outs`: the kinds a person turned off, per channel (only 'in-app' so far).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (col) => col.references('workout_sessions.id').onDelete('cascade'))
    .addColumn('comment_id', 'text', (col) => col.references('comments.id').onDelete('cascade'))
    .addColumn('routine_id', 'text', (col) => col.references('routines.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema
    .createIndex('notifications_inbox')
    .on('notifications')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('notifications_actor').on('notifications').column('actor_id').execute();
  await db.schema
    .createTable('notification_opt_outs')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_opt_outs_pk', ['user_id', 'kind', 'channel'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_opt_outs').execute();
  await db.schema.dropTable('notifications').execute();
}

import type { Kysely } from 'kysely';

/**
 * Web Push (issue 33 item 4, decision 036):
 * - `push_subscriptions`: a browser's subscription per device (its push service's endpoint, unique, and
 *   the keys the payload is encrypted to); gone with the person, or when the push service says it is gone.
 * - `notification_pushes`: notifications waiting to be pushed (the same facts as `notifications`, kept
 *   apart because push follows its own channel switch); a worker takes each row once and deletes it.
 * - `rest_timers`: the running rest of a person who asked for its end by push; `ends_at` in epoch ms,
 *   `path` the screen its push opens.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('notification_pushes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (col) => col.references('workout_sessions.id').onDelete('cascade'))
    .addColumn('comment_id', 'text', (col) => col.references('comments.id').onDelete('cascade'))
    .addColumn('routine_id', 'text', (col) => col.references('routines.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('notification_pushes_due')
    .on('notification_pushes')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .createTable('rest_timers')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('ends_at', 'bigint', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rest_timers_due').on('rest_timers').column('ends_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rest_timers').execute();
  await db.schema.dropTable('notification_pushes').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}

import type { Kysely } from 'kysely';

/**
 * Safety (issue 33 item 6):
 * - `blocks`: a person (`blocker_id`) blocked another (`blocked_id`); it hides each from the other both
 *   ways. Gone with either account.
 * - `reports`: a session or a comment someone reported, kept for the operator (`npm run admin -- reports`)
 *   until resolved as hidden or dismissed. `excerpt` keeps what was reported as it read then, so hiding
 *   a comment (which deletes it) leaves the report readable. Gone with the reporter or the session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('blocks_blocked').on('blocks').columns(['blocked_id', 'blocker_id']).execute();
  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reporter_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (col) =>
      col.notNull().references('workout_sessions.id').onDelete('cascade'),
    )
    .addColumn('comment_id', 'text', (col) => col.references('comments.id').onDelete('set null'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('excerpt', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolution', 'text')
    .execute();
  await db.schema.createIndex('reports_open').on('reports').columns(['resolved_at', 'created_at']).execute();
  await db.schema.createIndex('reports_session').on('reports').column('session_id').execute();
  await db.schema.createIndex('reports_comment').on('reports').column('comment_id').execute();
  await db.schema.createIndex('reports_author').on('reports').column('author_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reports').execute();
  await db.schema.dropTable('blocks').execute();
}

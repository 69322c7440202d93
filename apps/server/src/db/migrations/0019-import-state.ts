import { type Kysely, sql } from 'kysely';

/**
 * Imports and undos run in many short transactions (issue 30 item 7), so an import row says how far it got:
 * - `imports.state`: 'importing' while its sessions are written, 'done' once all are (only then is it
 *   listed or undoable), 'undoing' while they are deleted; `state_at` is when that state began, so an
 *   operation a crash left unfinished is recognised as stale and finished by the user's next one.
 * - `imports_one_running`: at most one import or undo under way per user, which also keeps two imports of
 *   one file from both adding it.
 * Rows from before this migration are done.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('imports')
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('done'))
    .execute();
  await db.schema.alterTable('imports').addColumn('state_at', 'text').execute();
  await db.schema
    .createIndex('imports_one_running')
    .on('imports')
    .column('user_id')
    .unique()
    .where(sql.ref('state'), '<>', 'done')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('imports_one_running').execute();
  await db.schema.alterTable('imports').dropColumn('state_at').execute();
  await db.schema.alterTable('imports').dropColumn('state').execute();
}

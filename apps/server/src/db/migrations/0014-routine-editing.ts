import type { Kysely } from 'kysely';

/**
 * Routines become editable by their creator:
 * - `version` counts saved edits, so an edit made from an outdated copy is refused instead of silently
 *   overwriting the one saved in between (optimistic concurrency);
 * - `routine_renames` remembers the names a routine had, so links to an old name still find it (a routine
 *   that holds the name now wins); rows go with their routine.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('routines')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('routine_renames')
    .addColumn('creator_id', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('routine_id', 'text', (col) => col.notNull().references('routines.id').onDelete('cascade'))
    .addColumn('renamed_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('routine_renames_pk', ['creator_id', 'name_key'])
    .execute();
  await db.schema.createIndex('routine_renames_routine').on('routine_renames').column('routine_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('routine_renames').execute();
  await db.schema.alterTable('routines').dropColumn('version').execute();
}

import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * PostgreSQL: routine_search in popularity order, so a broad routine search (a prefix that thousands of
 * routines match) reads the most joined routines until a page is full instead of rechecking and sorting
 * every match. SQLite already has routines_popularity (0003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema
    .createIndex('routine_search_popularity')
    .on('routine_search')
    .columns(['popularity desc', 'routine_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema.dropIndex('routine_search_popularity').execute();
}

import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * The feed's routine-created and rank-reached cards within its window, on PostgreSQL (decision 054): its
 * planner reads the window's few recent rows of the whole table (a hash join against the people followed)
 * rather than one index range per person, and without these indexes that read was a scan of every routine
 * and every rank reached — 6 ms of a 16 ms page at the reduced benchmark size, growing with the tables.
 * SQLite reads one range per person through `routines_feed` and `ranks_reached_feed` already; with these
 * indexes its feed measured no better (within its run-to-run spread), so it does without them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema.createIndex('routines_created_at').on('routines').column('created_at').execute();
  await db.schema.createIndex('ranks_reached_at').on('ranks_reached').column('reached_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema.dropIndex('ranks_reached_at').execute();
  await db.schema.dropIndex('routines_created_at').execute();
}

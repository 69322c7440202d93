import { type Kysely, PostgresAdapter } from 'kysely';

/** Whether a migration or a query (one that locks rows, say) runs on PostgreSQL (else SQLite). */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

import type { Kysely, SelectQueryBuilder } from 'kysely';
import { isPostgres } from './dialect';
import type { Database } from './schema';

/**
 * A read that takes its row's lock, 'shared' (other shared holders do not wait) or 'alone', on PostgreSQL;
 * SQLite takes no row locks (its write transactions run one at a time, BEGIN IMMEDIATE). So a transaction
 * can take a lock with the read it needs anyway: one statement instead of two. Which rows are locked, and
 * in which order, is routine-lock.repository's (lockAccount, lockRoutine; decision 057).
 */
export function lockingRead<DB, TB extends keyof DB & string, O>(
  trx: Kysely<Database>,
  query: SelectQueryBuilder<DB, TB, O>,
  mode: 'shared' | 'alone',
  /** The table whose row is locked, when the read joins others (outer-joined rows cannot be locked). */
  of?: TB,
): SelectQueryBuilder<DB, TB, O> {
  if (!isPostgres(trx)) return query;
  return mode === 'shared' ? query.forKeyShare(of) : query.forUpdate(of);
}

import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from './schema';

/**
 * The ids of everyone in a block with the person, either way (issue 33 item 6: a block hides both
 * ways). A fragment any read can filter by, the way `shownNameSql` names people: `blocks` is read
 * through both of its indexes.
 */
export function blockedWith(db: Kysely<Database>, personId: string) {
  return db
    .selectFrom('blocks')
    .select('blocked_id as id')
    .where('blocker_id', '=', personId)
    .union(db.selectFrom('blocks').select('blocker_id as id').where('blocked_id', '=', personId));
}

/** `column` names nobody in a block with the person (for a `where`). */
export function notBlockedWith(db: Kysely<Database>, column: string, personId: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} not in (${blockedWith(db, personId)})`;
}

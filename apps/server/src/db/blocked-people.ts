import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
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

/**
 * Whether a block stands between two people, either way, as a column of a larger read (a person is an id,
 * or a reference to a column holding one): two primary-key probes of `blocks`, so a read that needs to
 * know pays no query of its own for it.
 */
export function blockBetweenSql(a: Expression<string>, b: Expression<string>): RawBuilder<SqlBool> {
  const oneWay = (blocker: Expression<string>, blocked: Expression<string>) =>
    sql`exists (select 1 from blocks where blocker_id = ${blocker} and blocked_id = ${blocked})`;
  return sql<SqlBool>`(${oneWay(a, b)} or ${oneWay(b, a)})`;
}

/** A database's answer to a yes/no column: PostgreSQL's boolean, SQLite's 0 or 1. */
export const isTrue = (value: unknown): boolean => value === true || Number(value) === 1;

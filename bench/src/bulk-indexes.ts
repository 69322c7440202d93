import { availableParallelism } from 'node:os';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseConfig } from '../../apps/server/src/config';
import { log } from './bench-env';

/** What to run after the load to put back what was dropped before it, in order. */
type Restore = string[];

/**
 * SQLite: the tables' own indexes (those with SQL: not the ones behind a primary key or unique
 * constraint, which SQLite cannot drop) are dropped and built again after the load.
 */
function sqliteDrop(file: string, tables: readonly string[]): Restore {
  const db = new SQLite(file);
  try {
    const restore: Restore = [];
    for (const table of tables) {
      const indexes = db
        .prepare(
          "select name, sql from sqlite_master where type = 'index' and tbl_name = ? and sql is not null",
        )
        .all(table) as { name: string; sql: string }[];
      for (const index of indexes) {
        db.exec(`drop index "${index.name}"`);
        restore.push(index.sql);
      }
    }
    return restore;
  } finally {
    db.close();
  }
}

function sqliteRun(file: string, statements: Restore): void {
  const db = new SQLite(file);
  try {
    db.pragma('cache_size = -262144');
    // CREATE INDEX sorts its rows with helper threads when allowed (SQLite allows none by default).
    db.pragma(`threads = ${availableParallelism()}`);
    for (const statement of statements) db.exec(statement);
  } finally {
    db.close();
  }
}

/**
 * PostgreSQL: the tables' indexes and foreign keys, and their primary key and unique constraints unless
 * another table's foreign key leans on them, are dropped; after the load the constraints and indexes are
 * built in one pass each and the foreign keys added back (which checks every row once).
 */
async function postgresDrop(client: pg.Client, tables: readonly string[]): Promise<Restore> {
  const keys: string[] = [];
  const indexes: string[] = [];
  const foreign: string[] = [];
  for (const table of tables) {
    const constraints = await client.query<{ name: string; def: string; type: string; leaned_on: boolean }>(
      `select c.conname as name, pg_get_constraintdef(c.oid) as def, c.contype as type,
              exists (select 1 from pg_constraint r
                       where r.contype = 'f' and r.confrelid = c.conrelid and r.conrelid <> c.conrelid) as leaned_on
         from pg_constraint c
        where c.conrelid = $1::regclass and c.contype in ('f', 'p', 'u')
        order by c.contype`,
      [table],
    );
    const own = await client.query<{ name: string; def: string }>(
      `select i.indexname as name, i.indexdef as def from pg_indexes i
        where i.tablename = $1 and i.schemaname = current_schema()
          and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
      [table],
    );
    for (const constraint of constraints.rows) {
      if (constraint.type !== 'f' && constraint.leaned_on) continue;
      await client.query(`alter table "${table}" drop constraint "${constraint.name}"`);
      const add = `alter table "${table}" add constraint "${constraint.name}" ${constraint.def}`;
      (constraint.type === 'f' ? foreign : keys).push(add);
    }
    for (const index of own.rows) {
      await client.query(`drop index "${index.name}"`);
      indexes.push(index.def);
    }
  }
  return [...keys, ...indexes, ...foreign];
}

/**
 * Loads `tables` with their indexes (and on PostgreSQL their constraints) out of the way, then builds
 * them once over all the rows: much cheaper than keeping them up to date row by row.
 */
export async function withIndexesAfter<T>(
  config: DatabaseConfig,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const built = (started: number) =>
    log(
      `  ${tables.join(', ')}: indexes built after the load in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  if (config.kind === 'sqlite') {
    const restore = sqliteDrop(config.file, tables);
    const result = await load();
    const started = performance.now();
    sqliteRun(config.file, restore);
    built(started);
    return result;
  }
  const client = new pg.Client({ connectionString: config.url });
  await client.connect();
  try {
    const restore = await postgresDrop(client, tables);
    const result = await load();
    const started = performance.now();
    await client.query("set maintenance_work_mem = '1GB'");
    for (const statement of restore) await client.query(statement);
    built(started);
    return result;
  } finally {
    await client.end();
  }
}

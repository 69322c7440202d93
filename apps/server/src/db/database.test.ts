import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, QUERIES_NOT_TIMED, withStatementCache } from './database';

describe('SQLite database handle', () => {
  let dir: string;
  let handle: DatabaseHandle;
  let other: SQLite.Database;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'stryd-db-'));
    const file = join(dir, 'test.db');
    handle = openDatabase({ kind: 'sqlite', file });
    await sql`create table counters (id integer primary key, n integer not null)`.execute(handle.db);
    await sql`insert into counters (id, n) values (1, 0)`.execute(handle.db);
    // A second writer on the same file, as the admin CLI or db:migrate would be; it does not wait.
    other = new SQLite(file);
    other.pragma('busy_timeout = 0');
  });

  afterEach(async () => {
    other.close();
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a transaction holds the write lock from its start, so another writer cannot slip in', async () => {
    let otherWrite: unknown = null;
    await handle.db.transaction().execute(async (trx) => {
      const before = await sql<{ n: number }>`select n from counters where id = 1`.execute(trx);
      try {
        other.prepare('update counters set n = n + 100 where id = 1').run();
      } catch (error) {
        otherWrite = error;
      }
      await sql`update counters set n = ${Number(before.rows[0]?.n) + 1} where id = 1`.execute(trx);
    });
    // With a deferred BEGIN the other write would succeed and this transaction's update would fail
    // with SQLITE_BUSY_SNAPSHOT; with BEGIN IMMEDIATE the other writer is the one told to retry.
    expect((otherWrite as { code?: string } | null)?.code).toBe('SQLITE_BUSY');
    other.prepare('update counters set n = n + 100 where id = 1').run();
    const after = await sql<{ n: number }>`select n from counters where id = 1`.execute(handle.db);
    expect(Number(after.rows[0]?.n)).toBe(101);
  });
});

describe('withStatementCache', () => {
  it('reuses a prepared statement for the same SQL and drops the oldest past its size', () => {
    const sqlite = new SQLite(':memory:');
    const cache = withStatementCache(sqlite, 2);
    const first = cache.prepare('select 1');
    expect(cache.prepare('select 1')).toBe(first);
    cache.prepare('select 2');
    cache.prepare('select 3');
    expect(cache.prepare('select 1')).not.toBe(first);
    cache.close();
    expect(sqlite.open).toBe(false);
  });

  it('never hands out a statement that is still iterating', () => {
    const sqlite = new SQLite(':memory:');
    const cache = withStatementCache(sqlite);
    const streaming = cache.prepare('select 1 union all select 2');
    const rows = streaming.iterate();
    rows.next();
    expect(cache.prepare('select 1 union all select 2')).not.toBe(streaming);
    rows.return?.();
    cache.close();
  });
});

describe('query timing', () => {
  it('times queries only on a handle opened for it, and any other refuses a listener', async () => {
    const timed = openDatabase({ kind: 'sqlite', file: ':memory:' }, { timeQueries: true });
    const seen: string[] = [];
    timed.observeQueries((ms, text, failed) => {
      expect(ms).toBeGreaterThanOrEqual(0);
      seen.push(`${failed ? 'failed' : 'ok'}: ${text}`);
    });
    await sql`select 1`.execute(timed.db);
    await expect(sql`select * from nowhere`.execute(timed.db)).rejects.toThrow();
    expect(seen).toEqual(['ok: select 1', 'failed: select * from nowhere']);
    await timed.close();

    const untimed = openDatabase({ kind: 'sqlite', file: ':memory:' });
    expect(() => untimed.observeQueries(() => {})).toThrow(QUERIES_NOT_TIMED);
    await untimed.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL database handle', () => {
  it('runs queries without parallel workers, and in the schema it was given (decision 054)', async () => {
    const handle = openDatabase({
      kind: 'postgres',
      url: process.env.TEST_DATABASE_URL as string,
      schema: 'information_schema',
    });
    try {
      const shown = await sql<{ workers: string; path: string }>`select
          current_setting('max_parallel_workers_per_gather') as workers,
          current_setting('search_path') as path`.execute(handle.db);
      expect(shown.rows[0]).toEqual({ workers: '0', path: 'information_schema' });
    } finally {
      await handle.close();
    }
  });
});

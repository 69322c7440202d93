import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSchema } from '../test/fresh-schema';
import { testDialects } from '../test/test-app';
import { type DatabaseHandle, openDatabase } from './database';
import { PLANNED_EACH_TIME, withPreparedStatements } from './postgres-prepared';
import type { Database } from './schema';

/** The statements this connection keeps prepared, by their text. */
async function preparedOn(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
  return rows.map((row) => row.statement);
}

describe.runIf(testDialects().includes('postgres'))('PostgreSQL prepared statements', () => {
  const url = process.env.TEST_DATABASE_URL as string;
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    schema = await freshSchema(url, 'prep');
    handle = openDatabase(schema.config);
    await sql`create table counters (id integer primary key, n integer not null)`.execute(handle.db);
    await sql`insert into counters (id, n) values (1, 0), (2, 5)`.execute(handle.db);
  });

  /** A one-connection pool on the test schema, so every query below meets the same connection. */
  const onePool = (limit?: number) => {
    const { schema: name } = schema.config as { schema: string };
    const pool = new pg.Pool({ connectionString: url, max: 1, options: `-c search_path=${name}` });
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: withPreparedStatements(pool, limit) }),
    });
  };

  afterAll(async () => {
    await handle.close();
    await schema.drop();
  });

  it('an app query runs as one named statement, prepared once per connection and run again by name', async () => {
    const read = (db: Kysely<Database>, id: number) =>
      sql<{ n: number }>`select n from counters where id = ${id}`.execute(db);
    const kept = await handle.db.connection().execute(async (db) => {
      expect((await read(db, 1)).rows).toEqual([{ n: 0 }]);
      expect((await read(db, 2)).rows).toEqual([{ n: 5 }]);
      return preparedOn(db);
    });
    expect(kept.filter((text) => text === 'select n from counters where id = $1')).toHaveLength(1);
  });

  it('a statement planned each time, and transaction control, stay unnamed', async () => {
    const kept = await handle.db.connection().execute(async (db) => {
      await sql`select n from counters where id = ${1} ${sql.raw(PLANNED_EACH_TIME)}`.execute(db);
      await db.transaction().execute(async (trx) => {
        await sql`update counters set n = n + 1 where id = ${2}`.execute(trx);
      });
      return preparedOn(db);
    });
    expect(kept.some((text) => text.includes(PLANNED_EACH_TIME))).toBe(false);
    expect(kept.some((text) => /^(begin|commit)/i.test(text))).toBe(false);
    expect(kept).toContain('update counters set n = n + 1 where id = $1');
  });

  it('names at most `limit` texts; the others run unnamed', async () => {
    const db = onePool(2);
    try {
      for (const column of ['id', 'n', 'id + n']) {
        await sql`select ${sql.raw(column)} as x from counters where id = ${1}`.execute(db);
      }
      const kept = await preparedOn(db);
      expect(kept.filter((text) => text.endsWith('from counters where id = $1'))).toHaveLength(2);
      expect(kept).not.toContain('select id + n as x from counters where id = $1');
    } finally {
      await db.destroy();
    }
  });

  it('a table changed under a kept statement fails that query once, then a fresh connection serves it', async () => {
    const db = onePool();
    try {
      const readAll = () => sql`select * from counters where id = ${1}`.execute(db);
      await readAll();
      // Another process (a migration) adds a column: the kept plan's result type no longer holds.
      await sql`alter table counters add column note text`.execute(handle.db);
      await expect(readAll()).rejects.toMatchObject({ code: '0A000' });
      expect((await readAll()).rows).toEqual([{ id: 1, n: 0, note: null }]);
    } finally {
      await db.destroy();
    }
  });
});

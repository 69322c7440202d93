import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseConfig, loadConfig } from '../config';
import { migrateFromScratch } from '../test/template-database';
import { createTestApp, type TestApp, testDialects } from '../test/test-app';
import { type DatabaseHandle, type Dialect, openDatabase } from './database';
import { migrations } from './migrations';

/** Tables with their columns, and indexes, of the connection's schema: what migrating made. */
async function shape(db: DatabaseHandle['db'], dialect: Dialect): Promise<string[]> {
  const query =
    dialect === 'sqlite'
      ? sql<{ item: string }>`
          select 'column ' || m.name || '.' || p.name as item
          from sqlite_master m join pragma_table_info(m.name) p
          where m.type = 'table' and m.name not like 'sqlite_%'
          union all
          select 'index ' || name from sqlite_master where type = 'index'`
      : sql<{ item: string }>`
          select 'column ' || table_name || '.' || column_name as item
          from information_schema.columns where table_schema = current_schema()
          union all
          select 'index ' || indexname from pg_indexes where schemaname = current_schema()`;
  return (await query.execute(db)).rows.map((row) => row.item).sort();
}

/**
 * Test apps copy a template migrated once per run (test/template-database.ts), so the migrations
 * themselves are run from an empty database here, on each dialect, as a new install runs them.
 */
describe.each(testDialects())('migrations from an empty database on %s', (dialect) => {
  const dir = mkdtempSync(join(tmpdir(), 'stryd-migrate-'));
  let empty: DatabaseHandle;
  let dropEmpty = async () => {};
  let t: TestApp;

  beforeAll(async () => {
    let config: DatabaseConfig = { kind: 'sqlite', file: join(dir, 'empty.db') };
    if (dialect === 'postgres') {
      const url = process.env.TEST_DATABASE_URL!;
      const schema = `m_${randomBytes(6).toString('hex')}`;
      const admin = async (text: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(text);
        await client.end();
      };
      await admin(`create schema ${schema}`);
      dropEmpty = () => admin(`drop schema ${schema} cascade`);
      config = { kind: 'postgres', url, schema };
    }
    empty = openDatabase(config);
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await empty?.close();
    await dropEmpty();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies every migration in order, then nothing the second time, and gives the schema test apps get', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dir,
      AUTH_SECRET: 'x'.repeat(32),
    });
    expect(await shape(empty.db, dialect)).toEqual([]);
    expect(await migrateFromScratch(config, empty)).toEqual(Object.keys(migrations));
    expect(await migrateFromScratch(config, empty)).toEqual([]);
    const migrated = await shape(empty.db, dialect);
    expect(migrated).toContain('column routines.name_key');
    expect(migrated).toEqual(await shape(t.context.database.db, dialect));
  });
});

import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createAuth } from '../auth/auth';
import { systemClock } from '../clock';
import { type AppConfig, type DatabaseConfig, loadConfig } from '../config';
import { type DatabaseHandle, type Dialect, openDatabase } from '../db/database';
import { migrateEverything } from '../db/migrate-everything';

/**
 * One migrated database per test run and dialect, copied for each test app instead of migrating each
 * (issue 18; decision 021): a file copy on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL.
 * global-setup.ts makes the templates once per `vitest run` and hands their names to the test workers;
 * without them (`npm run openapi` runs createTestApp outside vitest) each test app migrates a database
 * of its own, as buildApp does at start.
 */
export interface TestTemplates {
  /** A migrated SQLite file. */
  sqlite?: string;
  /** A migrated database on TEST_DATABASE_URL's server, which nothing stays connected to. */
  postgres?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    strydTestTemplates: TestTemplates;
  }
}

/** The schema the PostgreSQL template, and so each copy of it, keeps the tables in (search_path). */
const TEMPLATE_SCHEMA = 'stryd';

/** The same migrations buildApp runs at start and `npm run db:migrate` runs: better-auth's, then ours. */
export async function migrateFromScratch(config: AppConfig, database: DatabaseHandle): Promise<string[]> {
  return migrateEverything(createAuth(config, database, systemClock), database);
}

function templateConfig(dir: string): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: dir,
    HOST: '127.0.0.1',
    BASE_URL: 'http://localhost:3000',
  });
}

/** `server` (a postgres:// URL) with another database name. */
function onDatabase(server: string, name: string): string {
  return Object.assign(new URL(server), { pathname: `/${name}` }).toString();
}

async function adminQuery(server: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return await client.query<{ datname: string }>(text, values);
  } finally {
    await client.end();
  }
}

async function migrateTemplate(dir: string, database: DatabaseConfig): Promise<void> {
  const handle = openDatabase(database);
  try {
    if (database.kind === 'postgres') await sql`create schema ${sql.id(TEMPLATE_SCHEMA)}`.execute(handle.db);
    await migrateFromScratch(templateConfig(dir), handle);
    // Everything into the one file that is copied.
    if (database.kind === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * Migrates the templates for this run (SQLite always, PostgreSQL with TEST_DATABASE_URL). Each run
 * names its PostgreSQL template anew, so runs on one server at the same time do not meet; `drop` removes
 * it and any copy a test left behind.
 */
export async function createTemplates(): Promise<{ templates: TestTemplates; drop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'stryd-template-'));
  const server = process.env.TEST_DATABASE_URL;
  const name = `stryd_template_${randomBytes(4).toString('hex')}`;
  const templates: TestTemplates = { sqlite: join(dir, 'template.db') };
  const drop = async () => {
    if (server && templates.postgres) {
      const { rows } = await adminQuery(
        server,
        'select datname from pg_database where starts_with(datname, $1) order by datname = $2',
        [name, name],
      );
      // Copies first: the template cannot go while a CREATE DATABASE copies it.
      for (const row of rows) await adminQuery(server, `drop database if exists ${row.datname} with (force)`);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await migrateTemplate(dir, { kind: 'sqlite', file: templates.sqlite! });
    if (server) {
      await adminQuery(server, `create database ${name}`);
      templates.postgres = name;
      await migrateTemplate(dir, {
        kind: 'postgres',
        url: onDatabase(server, name),
        schema: TEMPLATE_SCHEMA,
      });
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { templates, drop };
}

/**
 * The run's template copied for one test app into `dir` (SQLite) or a new database named after the
 * template (PostgreSQL), or null when there is no template for this dialect.
 */
export async function copyTemplate(
  templates: TestTemplates,
  dialect: Dialect,
  dir: string,
): Promise<{ config: DatabaseConfig; drop(): Promise<void> } | null> {
  if (dialect === 'sqlite') {
    if (!templates.sqlite) return null;
    const file = join(dir, 'test.db');
    copyFileSync(templates.sqlite, file);
    return { config: { kind: 'sqlite', file }, drop: async () => {} };
  }
  const server = process.env.TEST_DATABASE_URL;
  if (!templates.postgres || !server) return null;
  const name = `${templates.postgres}_${randomBytes(6).toString('hex')}`;
  await adminQuery(server, `create database ${name} template ${templates.postgres}`);
  return {
    config: { kind: 'postgres', url: onDatabase(server, name), schema: TEMPLATE_SCHEMA },
    drop: () => dropWhenFree(server, name),
  };
}

/** PostgreSQL's "database is being accessed by other users". */
const OBJECT_IN_USE = '55006';

/**
 * Drops a test app's copy once the app's connections are gone. A closed pool has only started hanging
 * up (pg-pool's end() does not wait for its sockets); DROP … WITH (FORCE) terminated those backends, and
 * their goodbye reached clients nobody listened to any more: unhandled errors that failed a CI run.
 * A plain DROP waits a few seconds for exiting backends itself; if one stays, it is retried for 5 s,
 * then forced, so a connection a test really leaked shows as an error instead of a hang.
 */
async function dropWhenFree(server: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await adminQuery(server, `drop database if exists ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== OBJECT_IN_USE) throw error;
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  await adminQuery(server, `drop database if exists ${name} with (force)`);
}

/** The templates global-setup.ts made for this run; none outside a vitest worker. */
export async function providedTemplates(): Promise<TestTemplates> {
  if (!process.env.VITEST) return {};
  const { inject } = await import('vitest');
  return inject('strydTestTemplates') ?? {};
}

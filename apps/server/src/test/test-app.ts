import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { type BuiltApp, buildApp } from '../app';
import type { Clock } from '../clock';
import { type DatabaseConfig, loadConfig } from '../config';
import { type Dialect, openDatabase } from '../db/database';
import { freshSchema } from './fresh-schema';
import { copyTemplate, providedTemplates } from './template-database';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it and must not skip it). */
export function testDialects(): Dialect[] {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.CI === 'true' && !url)
    throw new Error('CI=true requires TEST_DATABASE_URL for PostgreSQL tests');
  return url ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestApp extends BuiltApp {
  dialect: Dialect;
  dir: string;
  close(): Promise<void>;
  /**
   * Another app process on the same database (its own connection pool, caches and workers), as when
   * several servers share one PostgreSQL. Closed with this app.
   */
  secondInstance(): Promise<BuiltApp>;
}

/**
 * A database of the test app's own: a copy of this run's migrated template (template-database.ts), or,
 * without one, an empty database the app migrates itself (`migrated` false).
 */
async function isolatedDatabase(
  dialect: Dialect,
  dir: string,
): Promise<{ config: DatabaseConfig; migrated: boolean; drop(): Promise<void> }> {
  const copy = await copyTemplate(await providedTemplates(), dialect, dir);
  if (copy) return { ...copy, migrated: true };
  if (dialect === 'sqlite')
    return { config: { kind: 'sqlite', file: join(dir, 'test.db') }, migrated: false, drop: async () => {} };
  return { ...(await freshSchema(process.env.TEST_DATABASE_URL!, 't')), migrated: false };
}

/** A fully migrated app on a fresh database of the given dialect; nothing is shared between tests. */
export async function createTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  /**
   * `clock` pins the app's time (fixedClock, pausableClock); the wall clock by default. `pushServiceCa`:
   * the certificate of a push-service stand-in (test/push-service.ts) the app's pushes trust. `logStream`:
   * where the app's log lines go (with LOG_LEVEL in `env`), for a test that reads them.
   */
  {
    clock,
    pushServiceCa,
    logStream,
  }: { clock?: Clock; pushServiceCa?: string; logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'stryd-test-'));
  const isolated = await isolatedDatabase(dialect, dir);
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATA_DIR: dir,
      WEB_DIST_DIR: join(dir, 'web-dist'),
      // Tests never listen on the network: loopback, as e2e runs it (turns the demo checkout on).
      HOST: '127.0.0.1',
      BASE_URL: 'http://localhost:3000',
      ...env,
    }),
    database: isolated.config,
  };
  const database = openDatabase(config.database, { timeQueries: config.metrics.enabled });
  const options = { clock, ...(pushServiceCa ? { pushServiceCa } : {}), ...(logStream ? { logStream } : {}) };
  const built = await buildApp(config, { ...options, database, migrate: !isolated.migrated });
  const others: BuiltApp[] = [];
  return {
    ...built,
    dialect,
    dir,
    async secondInstance() {
      const other = await buildApp(config, { ...options, migrate: false });
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.app.close();
      await built.app.close();
      await database.close();
      await isolated.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface SignedUpUser {
  id: string;
  username: string;
  email: string;
  password: string;
  cookie: string;
}

let counter = 0;

/** The Cookie header value for the cookies a response set. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';', 1)[0]).join('; ');
}

export async function signUp(app: FastifyInstance, name?: string): Promise<SignedUpUser> {
  counter += 1;
  const username = name ?? `user${counter}${randomBytes(2).toString('hex')}`;
  const email = `${username.toLowerCase()}@example.test`;
  const password = 'correct-horse-battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: 'http://localhost:3000' },
    payload: { email, password, name: username, username },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { id: response.json().user.id, username, email, password, cookie: cookieFrom(response) };
}

/** inject() with the browser-like Origin header better-auth expects on state-changing calls. */
export function as(user: Pick<SignedUpUser, 'cookie'> | null, options: InjectOptions): InjectOptions {
  return {
    ...options,
    headers: {
      origin: 'http://localhost:3000',
      ...(user ? { cookie: user.cookie } : {}),
      ...options.headers,
    },
  };
}

/** One request as `user` (null: signed out), with an optional JSON body. */
export function injectAs(
  app: FastifyInstance,
  user: Pick<SignedUpUser, 'cookie'> | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return app.inject(as(user, { method, url, ...(payload === undefined ? {} : { payload }) }));
}

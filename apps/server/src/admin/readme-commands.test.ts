import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type DatabaseConfig, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { adminQuery as adminQueryOn } from '../test/admin-query';
import { signUp } from '../test/test-app';

/**
 * The operator commands exactly as README writes them, run from the repository root: they must act on
 * the data `npm start` uses, whatever the directory npm runs the workspace script in.
 */
const root = resolve(import.meta.dirname, '../../../..');
const strayDataDir = join(root, 'apps/server/data');
const strayBefore = existsSync(strayDataDir);
// Each command is a real `npm run` (about 1–2 s, much more on a busy machine).
const slow = { timeout: 120_000 };

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function npmRun(args: string[], env: Record<string, string>): Promise<Run> {
  const base = { ...process.env };
  // Vitest puts Vite's BASE_URL ('/') into process.env; the rest would point the commands elsewhere.
  for (const name of ['BASE_URL', 'DATA_DIR', 'DATABASE_URL', 'AUTH_SECRET', 'WEB_DIST_DIR', 'INIT_CWD'])
    delete base[name];
  return new Promise((done) => {
    execFile(
      'npm',
      ['run', ...args],
      { cwd: root, env: { ...base, LOG_LEVEL: 'silent', ...env }, encoding: 'utf8' },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** What the command itself printed on stderr: npm's own `npm error …`/`npm warn …` lines left out. */
const ownLines = (stderr: string) => stderr.split('\n').filter((line) => line.trim() && !/^npm /.test(line));

function expectOneClearLine(run: Run, message: RegExp): void {
  expect(run.code).not.toBe(0);
  const lines = ownLines(run.stderr);
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(message);
  expect(run.stderr).not.toMatch(/^\s+at /m);
}

/** A user signed up through a server on that data, as a person would have. */
async function signUpOn(env: Record<string, string>): Promise<string> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    BASE_URL: 'http://localhost:3000',
    ...env,
  });
  const { app } = await buildApp(config, { migrate: false });
  try {
    return (await signUp(app)).username;
  } finally {
    await app.close();
  }
}

async function planOf(database: DatabaseConfig, username: string): Promise<string | undefined> {
  const handle = openDatabase(database);
  try {
    const row = await handle.db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .select('profiles.plan')
      .where('users.username', '=', username.toLowerCase())
      .executeTakeFirst();
    return row?.plan;
  } finally {
    await handle.close();
  }
}

afterAll(() => {
  // The bug this guards against: workspace scripts resolving ./data inside apps/server.
  if (!strayBefore) expect(existsSync(strayDataDir)).toBe(false);
});

describe('README operator commands from the repository root (SQLite)', slow, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stryd-readme-'));
  const relativeDataDir = relative(root, dataDir);
  const database = { kind: 'sqlite', file: join(dataDir, 'stryd.db') } as const;
  let migrate: Run;

  beforeAll(async () => {
    migrate = await npmRun(['db:migrate'], { DATA_DIR: relativeDataDir });
  }, slow.timeout);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('npm run db:migrate migrates DATA_DIR given relative to where npm ran, and says which database', () => {
    expect(migrate.code, migrate.stderr).toBe(0);
    expect(migrate.stdout).toContain(`Applied to ${database.file}: 0001-foundation`);
    expect(existsSync(database.file)).toBe(true);
  });

  it('npm run admin -- reports reads that database, and names a report that is not open in one line', async () => {
    const listed = await npmRun(['admin', '--', 'reports'], { DATA_DIR: relativeDataDir });
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain('No open reports.');
    expectOneClearLine(
      await npmRun(['admin', '--', 'reports', 'hide', 'no-such-report'], { DATA_DIR: relativeDataDir }),
      /No open report 'no-such-report'\./,
    );
  });

  it('npm run admin -- set-plan lands in that database, DATA_DIR relative or absolute', async () => {
    const username = await signUpOn({ DATA_DIR: dataDir });
    const relativeRun = await npmRun(['admin', '--', 'set-plan', username, 'stryd-monthly'], {
      DATA_DIR: relativeDataDir,
    });
    expect(relativeRun.code, relativeRun.stderr).toBe(0);
    expect(await planOf(database, username)).toBe('stryd-monthly');

    const absoluteRun = await npmRun(['admin', '--', 'set-plan', username, 'stryd-annually'], {
      DATA_DIR: dataDir,
    });
    expect(absoluteRun.code, absoluteRun.stderr).toBe(0);
    expect(await planOf(database, username)).toBe('stryd-annually');
  });

  it('names an unknown user or plan in one line, without a stack trace', async () => {
    const [unknownUser, unknownPlan] = await Promise.all([
      npmRun(['admin', '--', 'set-plan', 'nobody-here', 'stryd-monthly'], { DATA_DIR: dataDir }),
      npmRun(['admin', '--', 'set-plan', 'nobody-here', 'gold'], { DATA_DIR: dataDir }),
    ]);
    expectOneClearLine(unknownUser, /No user named 'nobody-here'/);
    expectOneClearLine(unknownPlan, /Unknown plan 'gold'.*stryd-monthly/);
  });

  it('on a data directory without a database, says to run npm run db:migrate and creates nothing', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'stryd-readme-empty-'));
    try {
      const run = await npmRun(['admin', '--', 'set-plan', 'someone', 'stryd-monthly'], {
        DATA_DIR: relative(root, empty),
      });
      expectOneClearLine(run, new RegExp(`${join(empty, 'stryd.db')}.*npm run db:migrate`));
      expect(readdirSync(empty)).toEqual([]);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('without DATA_DIR, looks in ./data at the root, where npm start keeps it', async () => {
    // Read-only either way: a user that cannot exist, in the root's database if there is one.
    const run = await npmRun(['admin', '--', 'set-plan', `x-${randomBytes(6).toString('hex')}`, 'free'], {});
    expectOneClearLine(run, new RegExp(join(root, 'data', 'stryd.db')));
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'README operator commands from the repository root (PostgreSQL)',
  slow,
  () => {
    // Collected even when skipped (no TEST_DATABASE_URL, as in a plain `npm test`), so nothing here may throw.
    const server = process.env.TEST_DATABASE_URL ?? 'postgres://unset';
    const name = `stryd_readme_${randomBytes(4).toString('hex')}`;
    const url = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
    const adminQuery = (statement: string) => adminQueryOn(server, statement);

    beforeAll(() => adminQuery(`create database ${name}`), slow.timeout);
    afterAll(() => adminQuery(`drop database if exists ${name} with (force)`));

    it('admin on an unmigrated database says to run npm run db:migrate; after it, set-plan lands', async () => {
      const early = await npmRun(['admin', '--', 'set-plan', 'someone', 'stryd-monthly'], {
        DATABASE_URL: url,
      });
      expectOneClearLine(early, /not set up yet: run npm run db:migrate/);

      const migrate = await npmRun(['db:migrate'], { DATABASE_URL: url, AUTH_SECRET: 'x'.repeat(32) });
      expect(migrate.code, migrate.stderr).toBe(0);
      const username = await signUpOn({ DATABASE_URL: url, AUTH_SECRET: 'x'.repeat(32) });
      const run = await npmRun(['admin', '--', 'set-plan', username, 'stryd-quarterly'], {
        DATABASE_URL: url,
      });
      expect(run.code, run.stderr).toBe(0);
      expect(await planOf({ kind: 'postgres', url }, username)).toBe('stryd-quarterly');
    });
  },
);

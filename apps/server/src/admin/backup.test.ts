import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { adminQuery as adminQueryOn } from '../test/admin-query';
import { createRoutine, routineBody, signUpPremium } from '../test/stryd-fixtures';
import { as, createTestApp, signUp } from '../test/test-app';
import { BACKUP_MESSAGES } from './backup';

/**
 * Issue 35 item 4: a backup of a live SQLite database taken mid-load, restored elsewhere, holds every
 * write acknowledged before it began; and README's PostgreSQL commands do the same for PostgreSQL.
 * The commands run as an operator runs them, in their own process beside the serving one.
 */
const root = resolve(import.meta.dirname, '../../../..');
const slow = { timeout: 180_000 };
const run = promisify(execFile);
const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `stryd-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function admin(args: string[], env: Record<string, string>) {
  const base = { ...process.env };
  for (const name of ['BASE_URL', 'DATA_DIR', 'DATABASE_URL', 'AUTH_SECRET', 'INIT_CWD']) delete base[name];
  try {
    const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: root,
      env: { ...base, LOG_LEVEL: 'silent', ...env },
    });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { code?: number; stdout: string; stderr: string };
    return { code: failed.code ?? 1, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('backup and restore of SQLite', slow, () => {
  it('copies the database while the server writes; the restore holds every write acknowledged before, in order', async () => {
    const t = await createTestApp('sqlite');
    const secret = 'test-secret-test-secret-test-secret-0123'; // the app's; kept as a file would be
    writeFileSync(join(t.dir, '.auth-secret'), secret);
    const env = { DATA_DIR: t.dir, DATABASE_URL: `file:${join(t.dir, 'test.db')}` };
    const owner = await signUpPremium(t);
    const written: string[] = [];
    let writing = true;
    const load = (async () => {
      while (writing) {
        const name = `Load ${written.length}`;
        await createRoutine(t, owner, name);
        written.push(name);
      }
    })();
    while (written.length < 5) await new Promise((done) => setTimeout(done, 10));

    const target = join(tempDir('backups'), 'stryd.backup');
    const before = written.length;
    const backup = await admin(['backup', target], env);
    const after = written.length;
    writing = false;
    await load;
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(new RegExp(`Backed up to ${target} \\(\\d+\\.\\d MB, \\d+ migrations\\)`));
    expect(after, 'the server kept writing while the backup ran').toBeGreaterThan(before);

    // A second backup to the same file is refused; a restore into a data directory in use too.
    const again = await admin(['backup', target], env);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain(BACKUP_MESSAGES.targetExists(target));
    const intoUsed = await admin(['restore', target], env);
    expect(intoUsed.code).not.toBe(0);
    expect(intoUsed.stderr).toContain(BACKUP_MESSAGES.notEmpty(t.dir));
    const vapidKeys = readFileSync(join(t.dir, '.vapid-keys.json'), 'utf8');
    await t.close();

    const restoredDir = join(tempDir('restored'), 'data');
    const restore = await admin(['restore', target], { DATA_DIR: restoredDir });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(
      `Restored ${join(restoredDir, 'stryd.db')} with .auth-secret and .vapid-keys.json`,
    );
    expect(readdirSync(restoredDir).sort()).toEqual(['.auth-secret', '.vapid-keys.json', 'stryd.db']);
    expect(readFileSync(join(restoredDir, '.vapid-keys.json'), 'utf8')).toBe(vapidKeys);

    // Served again: the owner is still signed in, and the routines are a prefix of the writes, holding
    // at least every one acknowledged before the backup began.
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      BASE_URL: 'http://localhost:3000',
      DATA_DIR: restoredDir,
    });
    const served = await buildApp(config);
    try {
      const profile = await served.app.inject(as(owner, { method: 'GET', url: `/api/users/${owner.id}` }));
      expect(profile.statusCode).toBe(200);
      expect(profile.json().viewer.isSelf).toBe(true);
      const names = profile.json().createdStryds.routines.map((r: { routineName: string }) => r.routineName);
      expect(names.length).toBeGreaterThanOrEqual(before);
      expect(new Set(names)).toEqual(new Set(written.slice(0, names.length)));
      const carried = await sql`select name from sqlite_master where name = 'stryd_backup_files'`.execute(
        served.context.database.db,
      );
      expect(carried.rows).toEqual([]);
    } finally {
      await served.app.close();
    }
  });

  it('refuses what is not a backup, and a missing one, in one line each', async () => {
    const dir = tempDir('not-backup');
    const junk = join(dir, 'junk.backup');
    writeFileSync(junk, randomBytes(4096));
    const empty = join(dir, 'data');
    const refused = await admin(['restore', junk], { DATA_DIR: empty });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr.trim()).toBe(BACKUP_MESSAGES.notABackup(junk));
    const missing = await admin(['restore', join(dir, 'nothing')], { DATA_DIR: empty });
    expect(missing.stderr.trim()).toBe(BACKUP_MESSAGES.noBackup(join(dir, 'nothing')));
    expect(existsSync(empty)).toBe(false);
    const onPostgres = await admin(['backup', join(dir, 'pg.backup')], {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/x',
    });
    expect(onPostgres.stderr.trim()).toBe(BACKUP_MESSAGES.postgres);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('README backup commands on PostgreSQL', slow, () => {
  // Collected even when skipped, so nothing here may throw.
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://unset';
  const suffix = randomBytes(4).toString('hex');
  const urlOf = (name: string) => Object.assign(new URL(server), { pathname: `/${name}` }).toString();
  const source = `stryd_backup_${suffix}`;
  const restored = `stryd_restored_${suffix}`;
  const adminQuery = (statement: string) => adminQueryOn(server, statement);
  afterAll(async () => {
    for (const name of [source, restored]) await adminQuery(`drop database if exists ${name} with (force)`);
  });

  it('pg_dump of a live database and pg_restore into a new one give back every routine', async () => {
    await adminQuery(`create database ${source}`);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      BASE_URL: 'http://localhost:3000',
      AUTH_SECRET: 'x'.repeat(32),
      DATA_DIR: tempDir('pg-data'),
      DATABASE_URL: urlOf(source),
    });
    const built = await buildApp(config);
    const owner = await signUp(built.app);
    const { db } = built.context.database;
    await db.updateTable('profiles').set({ plan: 'stryd-monthly' }).where('user_id', '=', owner.id).execute();
    for (const n of [1, 2, 3]) {
      const created = await built.app.inject(
        as(owner, { method: 'POST', url: `/api/stryds/${owner.id}`, payload: routineBody(`Kept ${n}`) }),
      );
      expect(created.statusCode).toBe(201);
    }
    const dump = join(tempDir('pg-dump'), 'stryd.dump');
    // README, Backups: the same commands.
    await run('pg_dump', ['--format=custom', `--file=${dump}`, urlOf(source)]);
    await built.app.close();
    await adminQuery(`create database ${restored}`);
    await run('pg_restore', ['--no-owner', `--dbname=${urlOf(restored)}`, dump]);

    const handle = openDatabase({ kind: 'postgres', url: urlOf(restored) });
    try {
      const rows = await handle.db.selectFrom('routines').select('name').orderBy('name').execute();
      expect(rows.map((r) => r.name)).toEqual(['Kept 1', 'Kept 2', 'Kept 3']);
    } finally {
      await handle.close();
    }
  });
});

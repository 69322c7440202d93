import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { OperatorError } from '../cli/operator-command';
import type { StorageConfig } from '../config';

/**
 * Backup and restore of a one-machine install (README, Backups). A backup is one SQLite
 * file: a consistent copy of the database taken while the server keeps serving writes, with the data
 * directory's kept values (the auth secret, the VAPID keys) in a table of their own, so a restore
 * keeps people signed in and push subscriptions working.
 */

/** The data directory's files a backup carries (config/kept-in-data-dir.ts makes them). */
export const KEPT_FILES = ['.auth-secret', '.vapid-keys.json'] as const;
const FILES_TABLE = 'stryd_backup_files';

export const BACKUP_MESSAGES = {
  postgres: 'Backups of PostgreSQL are made with pg_dump and restored with pg_restore: see README, Backups.',
  targetExists: (file: string) =>
    `${file} already exists: choose a new file name (a backup never overwrites).`,
  noDatabase: (file: string) => `No database at ${file}: nothing to back up.`,
  noBackup: (file: string) => `No backup at ${file}.`,
  notABackup: (file: string) => `${file} is not a Stryd backup (not a SQLite database with migrations).`,
  damaged: (file: string) => `${file} is damaged (SQLite integrity check failed): restore another backup.`,
  notEmpty: (dir: string) =>
    `The data directory ${dir} is not empty: restore into an empty or new one (move the current one aside first).`,
} as const;

function sqliteFileOf(storage: StorageConfig): string {
  if (storage.database.kind !== 'sqlite') throw new OperatorError(BACKUP_MESSAGES.postgres, 2);
  return storage.database.file;
}

/** Writes `file` through a sibling `.partial` first, so an interrupted run never leaves a file that looks whole. */
function writeAtomically(file: string, write: (partial: string) => void): void {
  const partial = join(dirname(file), `.${basename(file)}.partial`);
  rmSync(partial, { force: true });
  try {
    write(partial);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
  migrations: number;
}

/**
 * `VACUUM INTO` copies the database as one read transaction sees it: every write committed before the
 * backup began, none after, while writers go on (WAL). Nothing else is locked.
 */
export function backupSqlite(storage: StorageConfig, target: string): BackupResult {
  const source = sqliteFileOf(storage);
  const file = resolve(target);
  if (existsSync(file)) throw new OperatorError(BACKUP_MESSAGES.targetExists(file));
  if (!existsSync(source)) throw new OperatorError(BACKUP_MESSAGES.noDatabase(source));
  writeAtomically(file, (partial) => {
    // Not read-only: a read-only connection to a WAL database cannot always open its shared memory.
    const live = new SQLite(source, { fileMustExist: true });
    try {
      live.pragma('busy_timeout = 5000');
      live.prepare('vacuum into ?').run(partial);
    } finally {
      live.close();
    }
    const copy = new SQLite(partial, { fileMustExist: true });
    try {
      copy.exec(`create table ${FILES_TABLE} (name text primary key, content text not null)`);
      const keep = copy.prepare(`insert into ${FILES_TABLE} (name, content) values (?, ?)`);
      for (const name of KEPT_FILES) {
        const path = join(storage.dataDir, name);
        if (existsSync(path)) keep.run(name, readFileSync(path, 'utf8'));
      }
    } finally {
      copy.close();
    }
  });
  return { file, bytes: statSync(file).size, migrations: migrationCount(file) };
}

function migrationCount(file: string): number {
  const db = new SQLite(file, { fileMustExist: true, readonly: true });
  try {
    const row = db.prepare('select count(*) as n from kysely_migration').get() as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

/** Refuses what is not a whole Stryd backup before anything is written. */
function checkBackup(file: string): void {
  if (!existsSync(file)) throw new OperatorError(BACKUP_MESSAGES.noBackup(file));
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { fileMustExist: true, readonly: true });
  } catch {
    throw new OperatorError(BACKUP_MESSAGES.notABackup(file));
  }
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new OperatorError(BACKUP_MESSAGES.damaged(file));
    db.prepare('select count(*) from kysely_migration').get();
  } catch (error) {
    if (error instanceof OperatorError) throw error;
    throw new OperatorError(BACKUP_MESSAGES.notABackup(file));
  } finally {
    db.close();
  }
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

export interface RestoreResult {
  database: string;
  keptFiles: string[];
  migrations: number;
}

/**
 * Puts a backup in place as the database of an empty data directory, with the kept files it carries.
 * The server migrates it further at its next start if the backup is older than the code.
 */
export function restoreSqlite(storage: StorageConfig, backup: string): RestoreResult {
  const database = sqliteFileOf(storage);
  const file = resolve(backup);
  checkBackup(file);
  for (const dir of new Set([storage.dataDir, dirname(database)])) {
    if (!isEmptyDir(dir)) throw new OperatorError(BACKUP_MESSAGES.notEmpty(dir));
  }
  mkdirSync(dirname(database), { recursive: true });
  mkdirSync(storage.dataDir, { recursive: true });
  let kept: { name: string; content: string }[] = [];
  writeAtomically(database, (partial) => {
    writeFileSync(partial, readFileSync(file), { mode: 0o600 });
    const db = new SQLite(partial, { fileMustExist: true });
    try {
      const carried = db
        .prepare(`select 1 from sqlite_master where type = 'table' and name = ?`)
        .get(FILES_TABLE);
      if (carried) {
        kept = db.prepare(`select name, content from ${FILES_TABLE}`).all() as typeof kept;
        db.exec(`drop table ${FILES_TABLE}`);
      }
    } finally {
      db.close();
    }
  });
  const keptFiles = kept.filter(({ name }) => (KEPT_FILES as readonly string[]).includes(name));
  for (const { name, content } of keptFiles)
    writeFileSync(join(storage.dataDir, name), content, { mode: 0o600 });
  return { database, keptFiles: keptFiles.map(({ name }) => name), migrations: migrationCount(database) };
}

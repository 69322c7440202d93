import { resolve } from 'node:path';
import type { Env } from './env';

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; schema?: string };

/** Where the data lives: the SQLite file (or PostgreSQL) and the directory of the generated secret. */
export interface StorageConfig {
  dataDir: string;
  database: DatabaseConfig;
}

/**
 * Relative paths (DATA_DIR, WEB_DIST_DIR, file: DATABASE_URL) mean the directory the user ran npm in,
 * not the workspace npm runs the script in, so `npm start`, `npm run db:migrate` and `npm run admin`
 * from the repository root all use ./data at the root.
 */
export function pathFrom(env: Env, path: string): string {
  return resolve(env.INIT_CWD ?? process.cwd(), path);
}

export function storageFrom(env: Env): StorageConfig {
  const dataDir = pathFrom(env, env.DATA_DIR);
  const url = env.DATABASE_URL;
  if (url?.startsWith('postgres')) return { dataDir, database: { kind: 'postgres', url } };
  const file = url ? url.replace(/^(sqlite|file):(\/\/)?/, '') : resolve(dataDir, 'stryd.db');
  return { dataDir, database: { kind: 'sqlite', file: file === ':memory:' ? file : pathFrom(env, file) } };
}

import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (bench/src/ → ../..). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A separate data directory, so benchmarks never touch the development database in ./data. */
export const benchDataDir = resolve(repoRoot, process.env.BENCH_DATA_DIR ?? 'data/bench');

/** The known premium account bench:seed creates and bench:api signs in with. */
export const BENCH_USER = {
  username: 'benchpremium',
  email: 'bench-premium@stryd.local',
  password: 'bench-password-123',
} as const;

/**
 * The routine of 5 × 20 sets bench:seed gives the benchmark user and the lifters: each connection of the
 * tick-and-log load ticks and unticks one of its set cards.
 */
export const LOG_ROUTINE = { name: 'Bench Log Day', sets: 20, workouts: 5 } as const;

/** A routine's API path (its page; `/sets/{id}` below it logs a set). */
export const routinePath = (userID: string, routineName: string) =>
  `/api/stryds/${userID}/${encodeURIComponent(routineName)}`;

/** Environment for loadConfig() and for the server process bench:api starts. */
export function benchEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: benchDataDir,
    // Generous login limits: the benchmark signs in before every measured run.
    LOGIN_LIMIT_PER_IP: '1000',
    LOGIN_LIMIT_PER_ACCOUNT: '1000',
    // The kudos and comment loads write thousands an hour as one person: measure the write, not the 429.
    KUDOS_LIMIT_PER_HOUR: '100000000',
    COMMENT_LIMIT_PER_HOUR: '100000000',
    ...extra,
  };
  if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
  // A relative file: DATABASE_URL then means the same file to bench:seed and the server bench:api starts.
  if (process.env.INIT_CWD) env.INIT_CWD = process.env.INIT_CWD;
  return env;
}

export const log = (line = '') => process.stdout.write(`${line}\n`);

/** The middle value (the upper one of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** A plain-text table with right-aligned numbers. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  return [
    line(cells[0]!),
    `|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...cells.slice(1).map(line),
  ].join('\n');
}

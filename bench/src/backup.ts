/**
 * npm run bench:backup — `npm run admin -- backup` on a live SQLite database while the server takes
 * ticks, as a busy gym would send them (issue 35: a 1 GB database backed up in ≤ 60 s, no write held
 * back more than 100 ms).
 *
 * Runs the built server on the seeded database (bench:seed; BENCH_USERS=2200 makes one of about 1 GiB),
 * ticks and unticks sets at BENCH_BACKUP_RATE a second (100: more than the 80 a second that 10,000 people
 * lifting at once send), starts the real admin command after 3 s, and prints how long it took and the
 * ticks' latency before, during and after it. Latency counts from when each tick was due.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { BASE, signIn, startServer, waitFor } from './api-processes';
import { benchDataDir, benchEnv, log, repoRoot, routinePath, table } from './bench-env';
import { percentile } from './measure';
import { tickAndLogLoad } from './tick-and-log';

const RATE = Number(process.env.BENCH_BACKUP_RATE ?? 100);
const LEAD_SECONDS = 3;
/** The load runs this long; the backup must end inside it (the target is 60 s). */
const LOAD_SECONDS = Number(process.env.BENCH_BACKUP_SECONDS ?? 75);

const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : 0);

async function main(): Promise<void> {
  if (process.env.DATABASE_URL)
    throw new Error('bench:backup measures SQLite: PostgreSQL is backed up with pg_dump.');
  const info = JSON.parse(readFileSync(resolve(benchDataDir, 'bench-info.json'), 'utf8')) as {
    logRoutine: { userID: string; routineName: string };
  };
  const database = resolve(benchDataDir, 'stryd.db');
  const target = resolve(benchDataDir, 'bench-backup.db');
  rmSync(target, { force: true });
  const bytes = sizeOf(database) + sizeOf(`${database}-wal`);
  log(
    `Database ${(bytes / 2 ** 30).toFixed(2)} GiB; ticks at ${RATE}/s for ${LOAD_SECONDS} s, backup from ${LEAD_SECONDS} s`,
  );

  const server = startServer();
  process.on('exit', () => server.exitCode === null && server.kill('SIGTERM'));
  await waitFor(`${BASE}/api/health`, server);
  const lifter = {
    path: routinePath(info.logRoutine.userID, info.logRoutine.routineName),
    cookie: await signIn(),
  };

  const ticks: { dueAt: number; ms: number; status: number }[] = [];
  const started = performance.now();
  const loadDone = tickAndLogLoad(
    BASE,
    [lifter],
    { seconds: LOAD_SECONDS, rate: RATE },
    (dueAt, ms, status) => ticks.push({ dueAt, ms, status }),
  );
  await new Promise((done) => setTimeout(done, LEAD_SECONDS * 1000));
  const backupFrom = performance.now();
  // The command an operator runs (README, Backups).
  await promisify(execFile)('npm', ['run', 'admin', '--', 'backup', target], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...benchEnv() },
  });
  const backupTo = performance.now();
  await loadDone;
  server.kill('SIGTERM');

  const phase = (name: string, from: number, to: number) => {
    const inside = ticks.filter((tick) => tick.dueAt >= from && tick.dueAt < to);
    const times = Float64Array.from(inside.map((tick) => tick.ms)).sort();
    const failed = inside.filter((tick) => tick.status === 0 || tick.status >= 300).length;
    const ms = (p: number) => percentile(times, p).toFixed(2);
    return [
      name,
      inside.length,
      failed,
      ms(50),
      ms(95),
      ms(99),
      times.length ? times[times.length - 1]!.toFixed(2) : '',
    ];
  };
  log('');
  log(
    `Backup: ${((backupTo - backupFrom) / 1000).toFixed(1)} s, ${(sizeOf(target) / 2 ** 30).toFixed(2)} GiB written to ${target}`,
  );
  log(
    table(
      ['ticks', 'count', 'failed', 'p50', 'p95', 'p99', 'max'],
      [
        phase('before the backup', started, backupFrom),
        phase('during the backup', backupFrom, backupTo),
        phase('after the backup', backupTo, Number.POSITIVE_INFINITY),
      ],
    ),
  );
  log('Latencies in ms, from when each tick was due.');
  rmSync(target, { force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

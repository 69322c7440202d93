/**
 * bench:import-export (issue 30 items 7 and 8): a free account imports a Strong CSV of 92,000 one-set
 * workouts (`BENCH_IMPORT_SESSIONS`; 4.1 MB, inside the 5 MB limit) while another account writes
 * (history privacy, one request after another); then exports it as CSV and JSON, streamed to the last
 * byte, and undoes the import while the other account keeps writing. Measured: import, export and undo
 * times, the longest wait of the other account's writes and the longest event-loop stall during import
 * and undo (target ≈ 100 ms plus a request's own time), and the process's peak RSS growth during each
 * export (target: bounded, not growing with the history; NODE_OPTIONS=--max-old-space-size=160 shows
 * it on a small host's heap). The server runs in this process on a fresh database: SQLite in a temporary
 * directory, or a fresh schema of DATABASE_URL's PostgreSQL.
 *
 * BENCH_IMPORT_CASE=hevy runs issue 34's case instead: a five-year Hevy export with supersets and RPE
 * (hevy-history.ts, about 21,000 sets) previewed and imported (targets: preview ≤ 3 s, import ≤ 10 s),
 * then that account's JSON export previewed and imported into a third account (decision 049).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../../apps/server/src/app';
import { type DatabaseConfig, loadConfig } from '../../apps/server/src/config';
import { freshSchema } from '../../apps/server/src/test/fresh-schema';
import { log, table } from './bench-env';
import { hevyHistory } from './hevy-history';
import { signUpOverHttp } from './sign-up';

const SESSIONS = Number(process.env.BENCH_IMPORT_SESSIONS ?? 92_000);
const ORIGIN = 'http://127.0.0.1';

/** One one-set workout per hour from 2015 on: short names keep 92k rows under the 5 MB limit. */
function strongCsv(sessions: number): string {
  const start = Date.UTC(2015, 0, 1);
  const rows = [
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
  ];
  for (let i = 0; i < sessions; i += 1) {
    const date = new Date(start + i * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    rows.push(`${date},A,1m,Squat,1,${60 + (i % 40)},8,0,0,,,`);
  }
  return `${rows.join('\n')}\n`;
}

async function freshDatabase(dir: string): Promise<{ config: DatabaseConfig; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) return freshSchema(url, 'bench');
  return { config: { kind: 'sqlite', file: join(dir, 'bench.db') }, drop: async () => {} };
}

/** Another person's writes, one after another, until stopped: the longest one's time and how many ran. */
function writer(base: string, cookie: string) {
  let running = true;
  let longest = 0;
  let count = 0;
  const done = (async () => {
    let flag = false;
    while (running) {
      flag = !flag;
      const started = performance.now();
      const response = await fetch(`${base}/api/me/history-privacy`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
        body: JSON.stringify({ historyPublic: flag }),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`write: ${response.status}`);
      longest = Math.max(longest, performance.now() - started);
      count += 1;
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { longestMs: longest, writes: count };
    },
  };
}

/** Runs `work` while the writer writes; its time and the writer's longest wait. */
async function whileWriting<T>(base: string, cookie: string, work: () => Promise<T>) {
  const probe = writer(base, cookie);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  loop.disable();
  const { longestMs, writes } = await probe.stop();
  return { result, seconds, longestMs, writes, loopMaxMs: loop.max / 1e6 };
}

async function download(base: string, path: string, cookie: string) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { cookie, origin: ORIGIN } });
  if (!response.ok || !response.body) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let firstByteMs = 0;
  for await (const chunk of response.body) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.byteLength;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  return {
    seconds,
    bytes,
    firstByteMs,
    rssGrowthMb: (Math.max(peak, process.memoryUsage().rss) - before) / 2 ** 20,
  };
}

type Writing = Awaited<ReturnType<typeof whileWriting>>;
type Download = Awaited<ReturnType<typeof download>>;

const writingRow = (step: string, r: Writing) => [
  step,
  r.seconds.toFixed(2),
  r.longestMs.toFixed(0),
  r.writes,
  r.loopMaxMs.toFixed(0),
  '',
  '',
  '',
];
const downloadRow = (step: string, r: Download) => [
  step,
  r.seconds.toFixed(2),
  '',
  '',
  '',
  (r.bytes / 1e6).toFixed(1),
  r.firstByteMs.toFixed(0),
  r.rssGrowthMb.toFixed(0),
];

/** POSTs a file to the preview or the import; its time, status and answer. */
async function post(base: string, path: string, cookie: string, csv: string) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
    body: JSON.stringify({ csv }),
  });
  const body = (await response.json()) as Record<string, unknown>;
  return { seconds: (performance.now() - started) / 1000, status: response.status, body };
}

/** Issue 34's target: a five-year Hevy history, then its account's JSON export into another account. */
async function hevyCase(base: string, cookies: { importer: string; other: string }): Promise<void> {
  const hevy = hevyHistory();
  log(`${hevy.workouts} Hevy workouts, ${hevy.sets} sets, ${(hevy.csv.length / 1e6).toFixed(2)} MB of CSV`);
  const rows: (string | number)[][] = [];
  const step = async (name: string, path: string, cookie: string, text: string) => {
    const r = await post(base, path, cookie, text);
    const outcome =
      r.status < 300 ? `${r.body.sets ?? r.body.setCount} sets` : `${r.status} ${r.body.message}`;
    rows.push([name, (text.length / 1e6).toFixed(2), r.seconds.toFixed(2), outcome]);
    return r;
  };
  await step('Hevy preview', '/api/me/imports/preview', cookies.importer, hevy.csv);
  await step('Hevy import', '/api/me/imports', cookies.importer, hevy.csv);
  const response = await fetch(`${base}/api/me/export`, {
    headers: { cookie: cookies.importer, origin: ORIGIN },
  });
  const json = await response.text();
  await step('Stryd JSON preview', '/api/me/imports/preview', cookies.other, json);
  await step('Stryd JSON import', '/api/me/imports', cookies.other, json);
  log(table(['step', 'MB', 'seconds', 'outcome'], rows));
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'stryd-bench-import-'));
  const database = await freshDatabase(dir);
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      DATA_DIR: dir,
      WEB_DIST_DIR: join(dir, 'web-dist'),
      HOST: '127.0.0.1',
      BASE_URL: ORIGIN,
    }),
    database: database.config,
  };
  const built = await buildApp(config);
  await built.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
  try {
    const importer = (
      await signUpOverHttp(base, ORIGIN, { username: 'importer', email: 'importer@bench.test' })
    ).cookie;
    const other = (
      await signUpOverHttp(base, ORIGIN, { username: 'otherwriter', email: 'otherwriter@bench.test' })
    ).cookie;
    if (process.env.BENCH_IMPORT_CASE === 'hevy') return await hevyCase(base, { importer, other });
    const csv = strongCsv(SESSIONS);
    log(`${database.config.kind}: ${SESSIONS} one-set workouts, ${(csv.length / 1e6).toFixed(2)} MB of CSV`);

    const imported = await whileWriting(base, other, async () => {
      const response = await fetch(`${base}/api/me/imports`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: importer },
        body: JSON.stringify({ csv }),
      });
      const body = (await response.json()) as { id: string; sessionCount: number };
      if (response.status !== 201) throw new Error(`import: ${response.status} ${JSON.stringify(body)}`);
      return body;
    });
    const csvExport = await download(base, '/api/me/export.csv', importer);
    const jsonExport = await download(base, '/api/me/export', importer);
    const undone = await whileWriting(base, other, async () => {
      const response = await fetch(`${base}/api/me/imports/${imported.result.id}`, {
        method: 'DELETE',
        headers: { origin: ORIGIN, cookie: importer },
      });
      if (response.status !== 200) throw new Error(`undo: ${response.status} ${await response.text()}`);
      return response.json();
    });
    log(
      table(
        [
          'step',
          'seconds',
          "other's longest write ms",
          "other's writes",
          'longest event-loop stall ms',
          'MB',
          'first byte ms',
          'RSS growth MB',
        ],
        [
          writingRow('import', imported),
          downloadRow('CSV export', csvExport),
          downloadRow('JSON export', jsonExport),
          writingRow('undo', undone),
        ],
      ),
    );
  } finally {
    await built.app.close();
    await built.context.database.close();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

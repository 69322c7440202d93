/**
 * The data export under bench:api (BENCH_ONLY=export selects it): the benchmark user (five years of logs,
 * ~780 sessions and ~19,500 sets) downloads `GET /api/me/export` (JSON) and `GET /api/me/export.csv`,
 * as a browser would (compressed), to the last byte. Measured: time per download, and the server's RSS
 * growth while downloading — /proc/<pid>/status VmRSS sampled every few milliseconds, against the value
 * just before. Targets (issue 17): ≤ 2 s each, RSS growth ≤ 50 MB.
 */
import { readFileSync } from 'node:fs';
import { log, table } from './bench-env';

/** Runs per format; the server allows 20 exports an hour per user, so keep bench runs well under. */
const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);
const SAMPLE_MS = 5;

export interface ExportMeasurement {
  format: 'json' | 'csv';
  path: string;
  seconds: number[];
  medianSeconds: number;
  maxSeconds: number;
  bytes: number;
  sessions: number;
  sets: number;
  rssGrowthMb: number;
}

function vmRssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
}

/** Samples the process's RSS until stopped; answers the highest value seen. */
function rssSampler(pid: number): { stop(): number } {
  let peak = vmRssKb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, vmRssKb(pid));
  }, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, vmRssKb(pid));
    },
  };
}

async function download(url: string, cookie: string): Promise<{ seconds: number; text: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie, 'accept-encoding': 'br, gzip' } });
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return { seconds: (performance.now() - started) / 1000, text };
}

function countsOf(format: 'json' | 'csv', text: string): { sessions: number; sets: number } {
  if (format === 'csv') {
    const rows = text.trimEnd().split('\r\n').slice(1);
    return { sessions: new Set(rows.map((row) => row.slice(0, 19))).size, sets: rows.length };
  }
  const doc = JSON.parse(text) as { sessions: { sets: unknown[] }[] };
  return { sessions: doc.sessions.length, sets: doc.sessions.reduce((n, s) => n + s.sets.length, 0) };
}

async function measureOne(
  base: string,
  format: 'json' | 'csv',
  cookie: string,
  pid: number,
): Promise<ExportMeasurement> {
  const path = format === 'json' ? '/api/me/export' : '/api/me/export.csv';
  const seconds: number[] = [];
  let growthKb = 0;
  let last = '';
  for (let run = 0; run < RUNS; run += 1) {
    const before = vmRssKb(pid);
    const sampler = rssSampler(pid);
    const result = await download(`${base}${path}`, cookie);
    growthKb = Math.max(growthKb, sampler.stop() - before);
    seconds.push(result.seconds);
    last = result.text;
  }
  const sorted = [...seconds].sort((a, b) => a - b);
  return {
    format,
    path,
    seconds,
    medianSeconds: sorted[Math.floor(sorted.length / 2)]!,
    maxSeconds: sorted[sorted.length - 1]!,
    bytes: Buffer.byteLength(last),
    ...countsOf(format, last),
    rssGrowthMb: Math.round((growthKb / 1024) * 10) / 10,
  };
}

/** Both exports for the signed-in benchmark user; prints a table and returns the figures. */
export async function measureExports(
  base: string,
  cookie: string,
  pid: number,
): Promise<ExportMeasurement[]> {
  log(`Data export: ${RUNS} downloads of each format, RSS sampled every ${SAMPLE_MS} ms`);
  let results: ExportMeasurement[];
  try {
    results = [await measureOne(base, 'json', cookie, pid), await measureOne(base, 'csv', cookie, pid)];
  } catch (error) {
    // Most likely 429: the server allows 20 exports an hour per user, about three bench runs' worth.
    log(`  data export not measured: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
  log(
    table(
      ['export', 'sessions', 'sets', 'size MB', 'median s', 'max s', 'runs (s)', 'RSS growth MB'],
      results.map((r) => [
        `${r.format.toUpperCase()} ${r.path}`,
        r.sessions,
        r.sets,
        (r.bytes / 1024 / 1024).toFixed(2),
        r.medianSeconds.toFixed(3),
        r.maxSeconds.toFixed(3),
        r.seconds.map((s) => s.toFixed(3)).join(' '),
        r.rssGrowthMb,
      ]),
    ),
  );
  log(
    'Targets: ≤ 2 s per download, server RSS growth ≤ 50 MB (peak VmRSS during a download − VmRSS before it).',
  );
  return results;
}

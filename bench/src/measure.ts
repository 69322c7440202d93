import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { log } from './bench-env';
import { pacedLoad } from './paced';

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = 50;

export interface Measurement {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  rssMb: number;
  rate?: number;
}

export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function rssMb(pid: number | undefined, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  if (!pid) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

export async function load(
  url: string,
  headers: Record<string, string>,
  options: { duration: number; overallRate?: number },
): Promise<{ rps: number; times: Float64Array; errors: number; non2xx: number }> {
  const times: number[] = [];
  const instance = autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: options.duration,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
  });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    if (status >= 200 && status < 300) times.push(responseTime);
  });
  const result = await instance;
  const sorted = Float64Array.from(times).sort();
  return {
    rps: result.requests.total / result.duration,
    times: sorted,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export async function measure(
  name: string,
  url: string,
  headers: Record<string, string>,
  serverPid: number | undefined,
  overallRate?: number,
  paced = false,
): Promise<Measurement> {
  if (!overallRate) await load(url, headers, { duration: WARMUP });
  const run =
    overallRate && paced
      ? await pacedLoad(url, headers, overallRate, DURATION)
      : await load(url, headers, { duration: DURATION, overallRate });
  return summarise(name, url, run, serverPid, overallRate);
}

export type LoadRun = Awaited<ReturnType<typeof load>>;

export function summarise(
  name: string,
  url: string,
  run: LoadRun,
  serverPid: number | undefined,
  overallRate?: number,
): Measurement {
  const measurement: Measurement = {
    name,
    path: url.replace(/^http:\/\/[^/]+/, ''),
    rps: Math.round(run.rps),
    p50: percentile(run.times, 50),
    p95: percentile(run.times, 95),
    p99: percentile(run.times, 99),
    errors: run.errors,
    non2xx: run.non2xx,
    rssMb: rssMb(serverPid),
    ...(overallRate ? { rate: overallRate } : {}),
  };
  log(
    `  ${name}: ${measurement.rps} req/s, p50 ${measurement.p50.toFixed(2)} ms, p95 ${measurement.p95.toFixed(2)} ms, ` +
      `p99 ${measurement.p99.toFixed(2)} ms, errors ${measurement.errors}, non-2xx ${measurement.non2xx}`,
  );
  return measurement;
}

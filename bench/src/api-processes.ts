import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BENCH_USER, benchEnv, log, repoRoot } from './bench-env';

export const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3917);
export const HELLO_PORT = SERVER_PORT + 1;
export const BASE = `http://127.0.0.1:${SERVER_PORT}`;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Waits up to a minute: on a busy machine a server migrating a new database takes a while to listen. */
export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not come up`);
}

/** CPU ticks (1/100 s) the server and its database's backends have used (PostgreSQL names each by db). */
export function serverTicks(serverPid: number): number {
  const database = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL).pathname.slice(1) : null;
  const pids = [String(serverPid)];
  if (database) {
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        if (title.startsWith('postgres:') && title.includes(` ${database} `)) pids.push(pid);
      } catch {
        // gone meanwhile
      }
    }
  }
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // gone meanwhile
    }
  }
  return ticks;
}

/**
 * Waits (at most 30 s) until the server and its database are idle for a quarter of a second: when a
 * flat-out run ends, autocannon drops connections whose requests the server still works through, and a
 * paced run started then would measure that backlog of slow requests, not the endpoint at its rate.
 */
export async function settle(serverPid: number | undefined): Promise<void> {
  if (!serverPid) return;
  const started = performance.now();
  for (let i = 0; i < 120; i += 1) {
    const before = serverTicks(serverPid);
    await sleep(250);
    if (serverTicks(serverPid) - before <= 2) break;
  }
  const waited = (performance.now() - started) / 1000;
  if (waited > 1) log(`  (waited ${waited.toFixed(1)} s for the server to finish the requests left over)`);
}

/** Signs in as the seeded premium user; returns the Cookie header. */
export async function signIn(email: string = BENCH_USER.email): Promise<string> {
  const response = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ email, password: BENCH_USER.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0])
    .join('; ');
}

export function startHello(): ChildProcess {
  const code = `require('node:http').createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"hello":"world"}');
  }).listen(${HELLO_PORT}, '127.0.0.1');`;
  return spawn(process.execPath, ['-e', code], { stdio: 'inherit' });
}

/** The node flags of the root package.json's serve script (how `npm start` runs the server). */
function serveNodeFlags(): string[] {
  const pkg = JSON.parse(readFileSync(resolve(repoRoot, 'package.json'), 'utf8')) as {
    scripts: { serve: string };
  };
  return pkg.scripts.serve.split(/\s+/).filter((word) => word.startsWith('--'));
}

/**
 * The server bundle bench:api runs: this checkout's (built first), or BENCH_SERVER_DIST's — another
 * build kept aside, to measure two builds in turns on the same seed and machine.
 */
export const serverDist = process.env.BENCH_SERVER_DIST
  ? resolve(process.env.BENCH_SERVER_DIST)
  : resolve(repoRoot, 'apps/server/dist');

/**
 * Starts a server bundle (by default serverDist on SERVER_PORT) as `npm run serve` would; `env` adds
 * to or overrides the bench environment (e.g. its own DATA_DIR).
 */
export function startServer({
  dist = serverDist,
  port = SERVER_PORT,
  env: extra = {} as Record<string, string>,
} = {}): ChildProcess {
  const env = benchEnv({
    HOST: '127.0.0.1',
    PORT: String(port),
    BASE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'error',
    ...extra,
  });
  // Node flags as `npm run serve` passes them, unless BENCH_SERVER_NODE_OPTIONS says otherwise
  // (e.g. BENCH_SERVER_NODE_OPTIONS=--max-old-space-size=512 to see the memory/throughput trade-off).
  const custom = process.env.BENCH_SERVER_NODE_OPTIONS;
  const flags = custom === undefined ? serveNodeFlags() : custom.split(/\s+/).filter(Boolean);
  log(`Server node flags: ${flags.join(' ') || '(none)'}`);
  return spawn(process.execPath, [...flags, resolve(dist, 'main.js')], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: 'inherit',
  });
}

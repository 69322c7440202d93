/**
 * npm run bench:stack — what this server stack costs before any work is done: a constant JSON answer
 * (GET /api/public-config: no database, no session) through the full server, side by side with a bare
 * node:http hello-world, in turns so both see the same machine. Needs no seed: each server starts on an
 * empty SQLite database of its own (migrated at start) under BENCH_DATA_DIR/stack-<n>.
 *
 * BENCH_STACK_DISTS=dirA,dirB measures several server builds in the same turns (e.g. a build kept aside
 * before a change, and this checkout's); by default this checkout's, built first. BENCH_ROUNDS turns
 * (default 3) of BENCH_DURATION seconds (default 10) per measurement; the ratios printed are medians.
 *
 * Besides requests a second it prints the server's CPU time per request (user + system, from /proc):
 * on a machine others share, throughput swings with their load, while the CPU a request costs moves
 * much less. "CPU ÷ bare" is bare node:http's CPU per request over the server's: the share of bare
 * throughput the stack would reach with a core to itself.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  HELLO_PORT,
  SERVER_PORT,
  serverDist,
  serverTicks,
  startHello,
  startServer,
  waitFor,
} from './api-processes';
import { benchDataDir, log, median, repoRoot, table } from './bench-env';
import { load } from './measure';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const PATH = '/api/public-config';
/** What a browser sends: the answer is under the compression threshold, but the hook still looks. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function main(): Promise<void> {
  const dists = process.env.BENCH_STACK_DISTS
    ? process.env.BENCH_STACK_DISTS.split(',').map((dir) =>
        resolve(process.env.INIT_CWD ?? process.cwd(), dir),
      )
    : [serverDist];
  if (!process.env.BENCH_STACK_DISTS) {
    log('Building the server bundle…');
    execFileSync('npm', ['run', 'build', '-w', '@stryd/server'], { cwd: repoRoot, stdio: 'ignore' });
  }
  const hello = startHello();
  const servers = dists.map((dist, i) => {
    const dataDir = resolve(benchDataDir, `stack-${i}`);
    rmSync(dataDir, { recursive: true, force: true });
    const port = SERVER_PORT + 2 + i;
    return { dist, port, child: startServer({ dist, port, env: { DATA_DIR: dataDir } }) };
  });
  const children = [hello, ...servers.map((server) => server.child)];
  process.on('exit', () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  });
  await waitFor(`http://127.0.0.1:${HELLO_PORT}/`, hello);
  for (const server of servers) await waitFor(`http://127.0.0.1:${server.port}${PATH}`, server.child);

  interface Turn {
    rps: number;
    /** Server CPU microseconds per request. */
    cpuUs: number;
    rpsRatio: number;
    cpuRatio: number;
  }
  const turns = new Map<string, Turn[]>();
  const record = async (name: string, pid: number, url: string, headers: Record<string, string> = {}) => {
    await load(url, headers, { duration: 1 });
    const ticksBefore = serverTicks(pid);
    const run = await load(url, headers, { duration: SECONDS });
    const cpuUs = ((serverTicks(pid) - ticksBefore) * 10_000) / (run.rps * SECONDS);
    if (run.errors + run.non2xx > 0) throw new Error(`${name}: ${run.errors} errors, ${run.non2xx} non-2xx`);
    log(`  ${name}: ${Math.round(run.rps)} req/s, ${cpuUs.toFixed(1)} µs CPU per request`);
    return { rps: run.rps, cpuUs };
  };
  const keep = (name: string, turn: Turn) => turns.set(name, [...(turns.get(name) ?? []), turn]);
  for (let round = 1; round <= ROUNDS; round += 1) {
    log(`Round ${round} of ${ROUNDS}`);
    const bare = await record('bare node:http', hello.pid!, `http://127.0.0.1:${HELLO_PORT}/`);
    keep('bare node:http', { ...bare, rpsRatio: 1, cpuRatio: 1 });
    for (const [i, server] of servers.entries()) {
      const url = `http://127.0.0.1:${server.port}${PATH}`;
      for (const [kind, headers] of [
        ['constant answer', {}],
        ['constant answer, browser Accept-Encoding', BROWSER],
      ] as const) {
        const name = `${kind} (build ${i + 1})`;
        const turn = await record(name, server.child.pid!, url, headers);
        keep(name, { ...turn, rpsRatio: turn.rps / bare.rps, cpuRatio: bare.cpuUs / turn.cpuUs });
      }
    }
  }
  log('');
  for (const [i, server] of servers.entries()) log(`build ${i + 1}: ${server.dist}`);
  const each = (values: number[]) => values.map((v) => v.toFixed(2)).join(' ');
  log(
    table(
      ['run', 'req/s', '÷ bare', 'each turn', 'CPU µs/req', 'CPU ÷ bare', 'each turn'],
      [...turns].map(([name, list]) => [
        name,
        Math.round(median(list.map((t) => t.rps))),
        median(list.map((t) => t.rpsRatio)).toFixed(2),
        each(list.map((t) => t.rpsRatio)),
        median(list.map((t) => t.cpuUs)).toFixed(1),
        median(list.map((t) => t.cpuRatio)).toFixed(2),
        each(list.map((t) => t.cpuRatio)),
      ]),
    ),
  );
  log('Medians of the turns. CPU ÷ bare: bare node:http CPU per request over this one (see the top).');
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });

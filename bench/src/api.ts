/**
 * npm run bench:api — HTTP throughput and latency of the real server on the seeded database
 * (run npm run bench:seed first). Loopback only, bounded runs. Prints a table; asserts nothing.
 *
 * 1. Builds the server bundle and starts it on its own port against data/bench (or DATABASE_URL),
 *    and a bare node:http hello-world in another process: the ceiling of this machine.
 * 2. Signs in as the seeded premium user.
 * 3. For each endpoint: a short warm-up, then BENCH_DURATION seconds (default 10) at 50 connections
 *    for the maximum rate; then again at half its maximum, evenly paced, for the latency a
 *    loaded-but-not-saturated server gives (the routine page also with autocannon overallRate).
 *    The writes (tick-and-log, kudos, comments) run as PUT-then-DELETE cycles, flat out and paced at
 *    half. Tick-and-log runs twice: as the benchmark user alone (every tick queues on their XP and
 *    session rows), and as the seed's lifters, one person a connection, as at a gym's busy hour.
 * Latency percentiles come from every response time (autocannon's own histogram rounds to 1 ms).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import {
  BASE,
  HELLO_PORT,
  serverDist,
  settle,
  signIn,
  startHello,
  startServer,
  waitFor,
} from './api-processes';
import { benchDataDir, log, repoRoot, routinePath, table } from './bench-env';
import { type ExportMeasurement, measureExports } from './export';
import { feedTargets, NEXT_PAGE } from './feed';
import { DURATION, type LoadRun, type Measurement, measure, rssMb, summarise, WARMUP } from './measure';
import { giveKudos, postComment, sessionWriteLoad } from './session-write-load';
import { tickAndLogLoad } from './tick-and-log';

/** BENCH_ONLY=text measures only the endpoints whose name holds it (the routine page always runs). */
const ONLY = process.env.BENCH_ONLY ?? '';

interface BenchInfo {
  dialect: string;
  benchUserId: string;
  routine: { userID: string; routineName: string; participants: number };
  /** The benchmark user's own 5 × 20 routine for tick-and-log (absent in seeds before the workout log). */
  logRoutine?: {
    userID: string;
    routineName: string;
    cards: number;
    /** Trainees with the same routine and the benchmark user's password (absent in older seeds). */
    lifters?: { email: string; userID: string }[];
  };
}

/** A write load (a PUT, then a DELETE undoing it) flat out, then paced at half that rate. */
async function measureWrites(
  names: [max: string, half: string],
  url: string,
  run: (options: { seconds: number; rate?: number }) => Promise<LoadRun>,
  serverPid: number | undefined,
): Promise<{ max: Measurement; half: Measurement }> {
  await run({ seconds: WARMUP });
  const max = summarise(names[0], url, await run({ seconds: DURATION }), serverPid);
  await settle(serverPid);
  const rate = Math.max(1, Math.floor(max.rps / 2));
  const half = summarise(names[1], url, await run({ seconds: DURATION, rate }), serverPid, rate);
  return { max, half };
}

async function main(): Promise<void> {
  const loadAtStart = loadavg();
  const infoFile = resolve(benchDataDir, 'bench-info.json');
  if (!existsSync(infoFile)) throw new Error('No seeded database: run npm run bench:seed first.');
  const info = JSON.parse(readFileSync(infoFile, 'utf8')) as BenchInfo;

  if (process.env.BENCH_SERVER_DIST) log(`Server bundle: ${serverDist}`);
  else {
    log('Building the server bundle…');
    execFileSync('npm', ['run', 'build', '-w', '@stryd/server'], { cwd: repoRoot, stdio: 'ignore' });
  }

  const hello = startHello();
  const server = startServer();
  const stopAll = () => {
    for (const child of [hello, server]) if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('exit', stopAll);
  try {
    await waitFor(`http://127.0.0.1:${HELLO_PORT}/`, hello);
    await waitFor(`${BASE}/api/health`, server);
    log(`Server pid ${server.pid} on ${info.dialect}, RSS at start ${rssMb(server.pid)} MB`);

    // First, on a fresh server, so the RSS it adds is not hidden in what earlier load runs left behind.
    let exports: ExportMeasurement[] | undefined;
    if (!ONLY || 'export'.includes(ONLY)) exports = await measureExports(BASE, await signIn(), server.pid!);

    const topRoutinePath = routinePath(info.routine.userID, info.routine.routineName);
    const probe = await fetch(`${BASE}${topRoutinePath}`, { headers: { cookie: await signIn() } });
    const routineAvailable = probe.status === 200;
    const signedInPath = routineAvailable ? topRoutinePath : '/api/me';
    if (!routineAvailable) log(`  routine page answered ${probe.status}: measuring /api/me instead`);

    // The feed's page a few pages in, and sessions of others the benchmark user may give kudos to.
    const feed = await feedTargets(BASE, await signIn(), info.benchUserId);
    const routineName = routineAvailable ? 'routine page (premium)' : 'GET /api/me (signed in)';
    const endpoints: { name: string; url: string; signedIn: boolean }[] = [
      { name: routineName, url: `${BASE}${signedInPath}`, signedIn: true },
      { name: 'search routines "leg"', url: `${BASE}/api/search/routines/leg`, signedIn: false },
      { name: 'search people "ali"', url: `${BASE}/api/search/people/ali`, signedIn: false },
      {
        name: 'recommend routines',
        url: `${BASE}/api/recommendations/routines/${info.benchUserId}`,
        signedIn: true,
      },
      {
        name: 'recommend people',
        url: `${BASE}/api/recommendations/people/${info.benchUserId}`,
        signedIn: true,
      },
      {
        name: 'recommend routines (anon)',
        url: `${BASE}/api/recommendations/routines/anonymous`,
        signedIn: false,
      },
      // The exercise library is in memory: search costs matching, ranking and serialising.
      { name: 'exercise search "push"', url: `${BASE}/api/exercises?q=push`, signedIn: false },
      // The workout log read by its heaviest user (five years, three sessions a week).
      { name: 'history (5 years of logs)', url: `${BASE}/api/history`, signedIn: true },
      {
        name: 'exercise progress (5 years)',
        url: `${BASE}/api/exercises/bench-press/progress`,
        signedIn: true,
      },
      // The benchmark user's feed (500 people followed): the newest page, and one reached by the cursor.
      { name: 'feed first page', url: `${BASE}/api/feed`, signedIn: true },
      ...(feed.cursor
        ? [
            {
              name: `feed next page (page ${NEXT_PAGE})`,
              url: `${BASE}/api/feed?after=${encodeURIComponent(feed.cursor)}`,
              signedIn: true,
            },
          ]
        : []),
      // No database, no session: what this server stack answers at most, for scale.
      { name: 'constant answer (public config)', url: `${BASE}/api/public-config`, signedIn: false },
    ].filter((endpoint) => !ONLY || endpoint.name.includes(ONLY) || endpoint.name === routineName);

    const bare = await measure('bare node:http', `http://127.0.0.1:${HELLO_PORT}/`, {}, hello.pid);
    const rows: { max: Measurement; half: Measurement }[] = [];
    let routineBursty: Measurement | undefined;
    for (const endpoint of endpoints) {
      const headers = async (): Promise<Record<string, string>> =>
        endpoint.signedIn ? { cookie: await signIn() } : {};
      const max = await measure(endpoint.name, endpoint.url, await headers(), server.pid);
      await settle(server.pid);
      const halfRate = Math.max(1, Math.floor(max.rps / 2));
      if (endpoint.name === routineName) {
        // As specified: autocannon's overallRate (a per-connection quota per second, so bursty).
        routineBursty = await measure(
          `${endpoint.name} @ half (autocannon)`,
          endpoint.url,
          await headers(),
          server.pid,
          halfRate,
        );
      }
      await settle(server.pid);
      const half = await measure(
        `${endpoint.name} @ half (paced)`,
        endpoint.url,
        await headers(),
        server.pid,
        halfRate,
        true,
      );
      rows.push({ max, half });
    }
    const logRoutine = info.logRoutine;
    if (logRoutine && (!ONLY || 'tick-and-log'.includes(ONLY))) {
      const pathOf = (userID: string) => routinePath(userID, logRoutine.routineName);
      const onePerson = [{ path: pathOf(logRoutine.userID), cookie: await signIn() }];
      const people = logRoutine.lifters ?? [];
      const loads = [{ label: 'one person', lifters: onePerson }];
      if (people.length > 0) {
        log(`  signing in ${people.length} lifters…`);
        const lifters = [];
        for (const { email, userID } of people)
          lifters.push({ path: pathOf(userID), cookie: await signIn(email) });
        loads.push({ label: `${lifters.length} people`, lifters });
      }
      for (const { label, lifters } of loads) {
        rows.push(
          await measureWrites(
            [`tick-and-log, ${label} (PUT a set)`, `tick-and-log, ${label} @ half (paced)`],
            `${BASE}${lifters[0]!.path}/sets/{id}`,
            (options) =>
              tickAndLogLoad(BASE, lifters, options.rate ? { ...options, lanes: logRoutine.cards } : options),
            server.pid,
          ),
        );
      }
    }
    const sessionWrites = [
      { name: 'kudos (PUT, then DELETE)', half: 'kudos @ half (paced)', path: 'kudos', write: giveKudos },
      {
        name: 'comment (POST, then DELETE)',
        half: 'comment @ half (paced)',
        path: 'comments',
        write: postComment,
      },
    ];
    for (const { name, half, path, write } of sessionWrites) {
      if (ONLY && !name.includes(ONLY)) continue;
      log(`  ${path} on ${feed.sessionIds.length} sessions from the benchmark user's feed`);
      const cookie = await signIn();
      rows.push(
        await measureWrites(
          [name, half],
          `${BASE}/api/history/sessions/{id}/${path}`,
          (options) => sessionWriteLoad(write, BASE, feed.sessionIds, cookie, options),
          server.pid,
        ),
      );
    }
    const peakRss = rssMb(server.pid, 'VmHWM');

    const ms = (value: number) => value.toFixed(2);
    log('');
    log(
      table(
        [
          'endpoint',
          'max req/s',
          'vs bare',
          'p50',
          'p95',
          'p99',
          'half rate',
          'p50 @half',
          'p95 @half',
          'p99 @half',
          'RSS MB',
        ],
        [
          [bare.name, bare.rps, '1.00', ms(bare.p50), ms(bare.p95), ms(bare.p99), '', '', '', '', bare.rssMb],
          ...rows.map(({ max, half }) => [
            max.name,
            max.rps,
            (max.rps / bare.rps).toFixed(2),
            ms(max.p50),
            ms(max.p95),
            ms(max.p99),
            half.rate ?? '',
            ms(half.p50),
            ms(half.p95),
            ms(half.p99),
            Math.max(max.rssMb, half.rssMb),
          ]),
        ],
      ),
    );
    const failures = [
      ...rows.flatMap(({ max, half }) => [max, half]),
      ...(routineBursty ? [routineBursty] : []),
    ].filter((m) => m.errors + m.non2xx > 0);
    log('');
    log(
      'Latencies in ms. "max": autocannon, 50 connections flat out. "@half": evenly paced requests at half',
    );
    log('the measured maximum over up to 50 keep-alive connections (bench/src/paced.ts).');
    if (routineBursty) {
      log(
        `Routine page at half rate with autocannon overallRate (${routineBursty.rate}/s, bursty): ` +
          `p50 ${ms(routineBursty.p50)}, p95 ${ms(routineBursty.p95)}, p99 ${ms(routineBursty.p99)} ms.`,
      );
    }
    for (const m of failures) log(`  ${m.name}: ${m.errors} errors, ${m.non2xx} non-2xx answers`);
    log(`Server peak RSS (VmHWM): ${peakRss} MB. Machine: ${cpus().length} cores, Node ${process.version}.`);
    log(
      `Load average at start ${loadAtStart.map((l) => l.toFixed(1)).join(' ')}, at end ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    log('(anything else running on the machine makes these numbers worse; compare runs on a quiet machine).');
    log(`Routine page: ${signedInPath} (${info.routine.participants} participants).`);
    const results = { bare, endpoints: rows, routineBursty, exports };

    const dir = resolve(repoRoot, 'bench/results');
    mkdirSync(dir, { recursive: true });
    const file = resolve(dir, `api-${info.dialect}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), dialect: info.dialect, cores: cpus().length, node: process.version, routinePath: signedInPath, peakRssMb: peakRss, results }, null, 2)}\n`,
    );
    log(`Raw results: ${file}`);
  } finally {
    stopAll();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

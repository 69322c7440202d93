/**
 * bench:tick-profile (issue 35 item 1): where one tick's time goes. Runs the server in this process on
 * the seeded database (as bench:api: `BENCH_DATA_DIR`, or `DATABASE_URL`), ticks and unticks the
 * benchmark user's 5 × 20 log routine `BENCH_TICKS` times (default 2,000), one request at a time, as
 * bench:api's tick-and-log does, and sums every statement's time as the database driver reports it (the
 * listener the metrics use). Prints, for the tick and for the untick, each statement's count and mean
 * time, and the time left for our code and Fastify.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { BENCH_USER, benchDataDir, benchEnv, LOG_ROUTINE, log, routinePath, table } from './bench-env';

const TICKS = Number(process.env.BENCH_TICKS ?? 2000);
const ORIGIN = 'http://127.0.0.1';

interface Statement {
  count: number;
  ms: number;
}

/** A statement's text cut to what tells it apart: its verb, table and first condition. */
const shortSql = (text: string) => text.replace(/\s+/g, ' ').slice(0, 110);

async function main(): Promise<void> {
  const infoFile = resolve(benchDataDir, 'bench-info.json');
  if (!existsSync(infoFile)) throw new Error('No seeded database: run npm run bench:seed first.');
  const info = JSON.parse(readFileSync(infoFile, 'utf8')) as {
    logRoutine?: { userID: string; routineName: string };
  };
  if (!info.logRoutine) throw new Error('This seed has no log routine: seed again.');
  const config = loadConfig({
    ...benchEnv(),
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    BASE_URL: ORIGIN,
  });
  // Its statements are timed here, whatever the metrics setting (which alone times them in a server).
  const database = openDatabase(config.database, { timeQueries: true });
  const built = await buildApp(config, { database });
  const { app, context } = built;
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    payload: { email: BENCH_USER.email, password: BENCH_USER.password },
  });
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const path = routinePath(info.logRoutine.userID, info.logRoutine.routineName);

  // Each request's statements go to the profile of its kind (tick or untick), while one is recorded.
  let recording: Profile | null = null;
  context.database.observeQueries((ms, sql) => {
    if (!recording) return;
    const key = shortSql(sql);
    const entry = recording.statements.get(key) ?? { count: 0, ms: 0 };
    entry.count += 1;
    entry.ms += ms;
    recording.statements.set(key, entry);
  });
  const timed = async (
    profile: Profile | null,
    request: () => Promise<{ statusCode: number; body: string }>,
  ) => {
    recording = profile;
    const started = performance.now();
    const response = await request();
    if (profile) profile.ms += performance.now() - started;
    recording = null;
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  };

  const tick = newProfile();
  const untick = newProfile();
  const run = async (ticks: number, record: boolean) => {
    for (let i = 0; i < ticks; i += 1) {
      const url = `${path}/sets/${randomUUID()}`;
      const headers = { origin: ORIGIN, cookie };
      const payload = {
        workoutIndex: Math.floor((i % (LOG_ROUTINE.workouts * LOG_ROUTINE.sets)) / LOG_ROUTINE.sets),
        setIndex: i % LOG_ROUTINE.sets,
        reps: 5,
        weightKg: 60 + (i % 40),
        seconds: null,
        distanceM: null,
      };
      await timed(record ? tick : null, () => app.inject({ method: 'PUT', url, headers, payload }));
      await timed(record ? untick : null, () => app.inject({ method: 'DELETE', url, headers }));
    }
  };
  try {
    await run(200, false);
    await run(TICKS, true);
  } finally {
    context.database.observeQueries(null);
    await app.close();
    await database.close();
  }
  report(config.database.kind, 'tick (PUT)', tick);
  report(config.database.kind, 'untick (DELETE)', untick);
}

interface Profile {
  ms: number;
  statements: Map<string, Statement>;
}

const newProfile = (): Profile => ({ ms: 0, statements: new Map() });

function report(dialect: string, what: string, profile: Profile): void {
  const sqlMs = [...profile.statements.values()].reduce((sum, s) => sum + s.ms, 0);
  const rows = [...profile.statements.entries()]
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(([sql, s]) => [
      sql,
      (s.count / TICKS).toFixed(2),
      ((s.ms / s.count) * 1000).toFixed(0),
      ((100 * s.ms) / profile.ms).toFixed(1),
    ]);
  log(`${dialect}, ${what}: ${TICKS} one at a time, ${(profile.ms / TICKS).toFixed(3)} ms each in all`);
  log(table(['statement', 'per request', 'µs each', '% of request'], rows));
  log(
    `statements ${((100 * sqlMs) / profile.ms).toFixed(1)} %, the rest (our code, Fastify, the driver's own) ${((100 * (profile.ms - sqlMs)) / profile.ms).toFixed(1)} %\n`,
  );
}

await main();

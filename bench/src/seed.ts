/**
 * npm run bench:seed — a big, realistic data set for bench:api:
 * 50k users (10% premium, 40% with preferences), 100k routines with 3–5 workouts each, 1M participations
 * (creators included; popularity is skewed) and 500k follows (skewed too), plus one known premium user
 * who follows 500 people; a workout log, who may see each session, kudos and comments.
 *
 * The schema comes from the server's own migrations. Rows are loaded while the schema is at 0002-core,
 * then the remaining migrations run: 0003 builds the search index and follower counts from the loaded
 * rows in one pass, which is much faster than firing its triggers a million times. What only later
 * migrations have (profiles.session_visibility from 0021, the workout log, kudos from 0022) is written
 * after them.
 *
 * SQLite by default (data/bench/stryd.db, recreated); PostgreSQL when DATABASE_URL=postgres://…/<name>
 * where <name> contains "bench" (that database is dropped and recreated).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { createAuth, migrateAuthTables } from '../../apps/server/src/auth/auth';
import { systemClock } from '../../apps/server/src/clock';
import { type DatabaseConfig, loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { migrations } from '../../apps/server/src/db/migrations';
import { rebuildAllBests } from '../../apps/server/src/modules/workout-log/exercise-bests.repository';
import { BENCH_USER, benchDataDir, benchEnv, LOG_ROUTINE, log, routinePath, table } from './bench-env';
import { withIndexesAfter } from './bulk-indexes';
import { openBulkWriter } from './bulk-writer';
import { createBenchUser, createLifters, createLogRoutine, joinTopRoutine, LIFTERS } from './seed-bench-user';
import { seedComments } from './seed-comments';
import { generateGraph } from './seed-graph';
import { seedKudos } from './seed-kudos';
import { random } from './seed-random';
import { dateRanksReached } from './seed-ranks';
import { loadTables } from './seed-tables';
import { timed, timings } from './seed-timer';
import { writeProfileVisibility } from './seed-visibility';
import { seedWorkoutLog, trainees } from './seed-workout-log';

/** The tables loaded at schema 0002, their indexes built after (the benchmark user's rows are in already). */
const GRAPH_TABLES = ['users', 'profiles', 'preferences', 'routines', 'workouts', 'participants', 'follows'];

async function resetDatabase(config: DatabaseConfig): Promise<void> {
  if (config.kind === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${config.file}${suffix}`, { force: true });
    mkdirSync(benchDataDir, { recursive: true });
    return;
  }
  const url = new URL(config.url);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/bench/i.test(name) || !/^[\w-]+$/.test(name)) {
    throw new Error(`Refusing to recreate database "${name}": use a database whose name contains "bench".`);
  }
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
}

async function main(): Promise<void> {
  const startedAll = performance.now();
  const config = loadConfig(benchEnv());
  const dialect = config.database.kind;
  log(
    `Seeding ${dialect} (${dialect === 'sqlite' ? config.database.kind === 'sqlite' && config.database.file : 'DATABASE_URL'})`,
  );
  await resetDatabase(config.database);

  let handle = openDatabase(config.database);
  const auth = createAuth(config, handle, systemClock);
  await timed('schema (auth tables, migrations to 0002)', null, async () => {
    await migrateAuthTables(auth);
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo('0002-core');
    if (error) throw error;
  });

  const benchUserId = await createBenchUser(auth, handle);

  const graph = generateGraph(benchUserId, Date.now());
  await withIndexesAfter(config.database, GRAPH_TABLES, async () => {
    const writer = await openBulkWriter(config.database);
    await loadTables(writer, graph);
    await writer.close();
  });

  await timed('migrations 0003+ (search index, follower counts)', null, async () => {
    await migrateToLatest(handle);
  });
  // Nothing else holds the file while the log loads, so SQLite can load it outside its write-ahead log.
  await handle.close();
  const trained = trainees(graph.userIds, benchUserId, random);
  const traineeIds = trained.map((trainee) => trainee.userId);
  const loaded = await timed('workout log (sessions + sets)', null, () =>
    withIndexesAfter(config.database, ['workout_sessions', 'set_logs'], async () => {
      const logWriter = await openBulkWriter(config.database, { alone: true });
      const counts = await seedWorkoutLog(logWriter, trained, graph.now, random);
      await logWriter.close();
      return counts;
    }),
  );
  timings[timings.length - 1]![1] =
    `${loaded.sessions.toLocaleString('en')} + ${loaded.sets.toLocaleString('en')}`;
  handle = openDatabase(config.database);
  // The log is written around the statements that keep the bests: build them from it in one pass.
  await timed('exercise bests (from the log)', null, () => rebuildAllBests(handle.db));
  const defaults = await timed('profile visibility (followers, public)', null, () =>
    writeProfileVisibility(handle.db, graph.userIds),
  );
  timings[timings.length - 1]![1] = defaults.toLocaleString('en');
  const ranks = await timed('ranks reached (dated within the year)', null, () =>
    dateRanksReached(handle.db, graph.now),
  );
  timings[timings.length - 1]![1] = ranks.toLocaleString('en');
  const kudos = await timed('kudos', null, async () => {
    const kudosWriter = await openBulkWriter(config.database);
    const count = await seedKudos(kudosWriter, loaded.shown, graph, random);
    await kudosWriter.close();
    return count;
  });
  timings[timings.length - 1]![1] =
    `${kudos.toLocaleString('en')} on ${loaded.shown.ids.length.toLocaleString('en')} shown sessions`;
  const comments = await timed('comments', null, async () => {
    const commentWriter = await openBulkWriter(config.database);
    const count = await seedComments(commentWriter, loaded.shown, graph, random);
    await commentWriter.close();
    return count;
  });
  timings[timings.length - 1]![1] = `${comments.toLocaleString('en')} (replies included)`;
  await createLogRoutine(handle, benchUserId, LOG_ROUTINE);
  const lifters = await timed('lifters (premium trainees with a log routine)', LIFTERS, () =>
    createLifters(handle, benchUserId, traineeIds, LOG_ROUTINE),
  );
  await timed('analyze', null, async () => {
    await sql`analyze`.execute(handle.db);
  });

  const top = await joinTopRoutine(handle, benchUserId);
  await handle.close();

  const info = {
    dialect,
    seededAt: new Date().toISOString(),
    benchUserId,
    benchUserFollows: graph.benchFollows.size,
    logRoutine: {
      userID: benchUserId,
      routineName: LOG_ROUTINE.name,
      cards: LOG_ROUTINE.sets * LOG_ROUTINE.workouts,
      lifters,
    },
    routine: {
      userID: top.creator_id,
      routineName: top.name,
      participants: Number(top.participant_count) + 1,
    },
  };
  writeFileSync(resolve(benchDataDir, 'bench-info.json'), `${JSON.stringify(info, null, 2)}\n`);

  const total = (performance.now() - startedAll) / 1000;
  log('');
  log(table(['step', 'rows', 'seconds', 'rows/s'], [...timings, ['total', '', total.toFixed(1), '']]));
  // On a shared machine the wall time says as much about the others as about the seed: the CPU this
  // process used (SQLite works inside it) is what a machine of its own would need at least.
  const cpu = process.cpuUsage();
  log(
    `CPU used by this process: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s; load average now ${loadavg()[0]!.toFixed(1)}`,
  );
  log('');
  log(`Benchmark user: ${BENCH_USER.email} / ${BENCH_USER.password} (${benchUserId}), premium`);
  log(`Routine page: ${routinePath(top.creator_id, top.name)} (${info.routine.participants} participants)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

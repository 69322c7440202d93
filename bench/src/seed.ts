/**
 * npm run bench:seed — a big, realistic data set for bench:api:
 * 50k users (10% premium, 40% with preferences), 100k routines with 3–5 workouts each, 1M participations
 * (creators included; popularity is skewed) and 500k follows (skewed too), plus one known premium user.
 *
 * The schema comes from the server's own migrations. Rows are loaded while the schema is at 0002-core,
 * then the remaining migrations run: 0003 builds the search index and follower counts from the loaded
 * rows in one pass, which is much faster than firing its triggers a million times.
 *
 * SQLite by default (data/bench/stryd.db, recreated); PostgreSQL when DATABASE_URL=postgres://…/<name>
 * where <name> contains "bench" (that database is dropped and recreated).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { INTERESTS, LEVELS, PAID_PLAN_TYPES } from '@stryd/domain';
import { Migrator, sql } from 'kysely';
import pg from 'pg';
import { createAuth, migrateAuthTables } from '../../apps/server/src/auth/auth';
import { type DatabaseConfig, loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { migrations } from '../../apps/server/src/db/migrations';
import { BENCH_USER, benchDataDir, benchEnv, log, table } from './bench-env';
import { type Cell, openBulkWriter, type TableSpec } from './bulk-writer';
import { seedWorkoutLog, trainees } from './seed-workout-log';

const USERS = Number(process.env.BENCH_USERS ?? 50_000);
const ROUTINES = Number(process.env.BENCH_ROUTINES ?? 100_000);
const PARTICIPATIONS = Number(process.env.BENCH_PARTICIPATIONS ?? 1_000_000);
const FOLLOWS = Number(process.env.BENCH_FOLLOWS ?? 500_000);

// A small deterministic PRNG (mulberry32) so every seed produces the same shape of data.
let state = 0x5eed;
function random(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const int = (n: number) => Math.floor(random() * n);
const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
/** Skewed towards 0: a few routines and people are very popular, most are not. */
const skewed = (n: number) => Math.floor(n * random() ** 2);

const FIRST_NAMES = (
  'alice alicia ali alex amir anna ben bella carlos chloe chen dan dara diego ella emma eric fatima finn ' +
  'grace hana hugo ivan iris jack jade jon kai kim leo lena liam lucia maya malik marco mia nina noah ' +
  'olga omar oscar paula priya quinn rafa rosa sam sara sofia tariq tom uma vera wei yara yusuf zoe zara'
).split(' ');
const NAME_FIRST = (
  'Morning Evening Sunrise Power Quick Daily Weekend Lunchtime Beast Gentle Brutal Steady Explosive ' +
  'Urban Home Park Beach Iron Core Total Ultimate Express Mighty Zen'
).split(' ');
const NAME_FOCUS = (
  'Leg Legs Glute Core Arm Back Chest Shoulder Yoga Running Sprint HIIT Boxing Pilates Cycling Swim ' +
  'Dance Calisthenics Kettlebell Mobility Cardio Strength Stretch Tabata Barbell Dumbbell'
).split(' ');
const NAME_LAST = 'Day Blast Burn Flow Circuit Session Builder Grind Ladder Challenge Routine Workout'.split(
  ' ',
);
const DESCRIPTIONS = [
  'A {level} session to build {focus} strength.',
  'Short and intense: {focus} work with little rest.',
  'Long and moderate {focus} training for steady progress.',
  'Great for busy days; no equipment needed.',
  'Warm up well, then push through every set.',
  'My favourite {focus} routine, shared with friends.',
];
const EXERCISES = (
  'Push-Ups,Bodyweight Squats,Walking Lunges,Glute Bridges,Plank,Side Plank,Mountain Climbers,' +
  'Jumping Jacks,Reverse Lunges,Bird Dogs,Supermans,Hip Thrusts (floor),Calf Raises,Wall Sit,Burpees,' +
  'Pull-Ups,Dips,Deadlifts,Bench Press,Kettlebell Swings,Box Jumps,High Knees,Russian Twists,Crunches'
).split(',');

function routineName(): string {
  return `${pick(NAME_FIRST)} ${pick(NAME_FOCUS)} ${pick(NAME_LAST)}`;
}

async function resetDatabase(config: DatabaseConfig): Promise<void> {
  if (config.kind === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${config.file}${suffix}`, { force: true });
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

const timings: (string | number)[][] = [];
async function timed<T>(label: string, rows: number | null, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  timings.push([
    label,
    rows === null ? '' : rows.toLocaleString('en'),
    seconds.toFixed(1),
    rows ? Math.round(rows / seconds).toLocaleString('en') : '',
  ]);
  log(`  ${label}: ${seconds.toFixed(1)} s`);
  return result;
}

/** A routine of the benchmark user's own (they are its creator and participant). */
async function createLogRoutine(
  handle: ReturnType<typeof openDatabase>,
  userId: string,
  routine: { name: string; sets: number; workouts: number },
): Promise<void> {
  const id = randomUUID();
  const at = new Date().toISOString();
  await handle.db
    .insertInto('routines')
    .values({
      id,
      creator_id: userId,
      name: routine.name,
      name_key: routine.name.toLowerCase(),
      level: 'Intermediate',
      duration: '60 mins',
      estimated_time_minutes: '60',
      rest_days: 1,
      reason: null,
      creation_type: 'created',
      created_date: at.slice(0, 10),
      participant_count: 1,
      created_at: at,
    })
    .execute();
  await handle.db
    .insertInto('workouts')
    .values(
      ['bench-press', 'barbell-back-squat', 'barbell-deadlifts', 'barbell-overhead-press', 'pull-ups'].map(
        (exerciseId, position) => ({
          routine_id: id,
          position,
          type: exerciseId,
          sets: routine.sets,
          reps: '5',
          exercise_id: exerciseId,
        }),
      ),
    )
    .execute();
  await handle.db
    .insertInto('participants')
    .values({ routine_id: id, user_id: userId, routine_xp: 0, joined_at: at })
    .execute();
}

async function main(): Promise<void> {
  const startedAll = performance.now();
  const config = loadConfig(benchEnv());
  const dialect = config.database.kind;
  const iso = (date: Date): Cell => date.toISOString();
  log(
    `Seeding ${dialect} (${dialect === 'sqlite' ? config.database.kind === 'sqlite' && config.database.file : 'DATABASE_URL'})`,
  );
  await resetDatabase(config.database);

  const handle = openDatabase(config.database);
  const auth = createAuth(config, handle);
  await timed('schema (auth tables, migrations to 0002)', null, async () => {
    await migrateAuthTables(auth);
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo('0002-core');
    if (error) throw error;
  });

  // The known premium user signs up for real (password hashed by better-auth), so bench:api can sign in.
  const signedUp = await timed('benchmark user (sign-up)', 1, () =>
    auth.api.signUpEmail({
      body: {
        email: BENCH_USER.email,
        password: BENCH_USER.password,
        name: BENCH_USER.username,
        username: BENCH_USER.username,
      },
    }),
  );
  const benchUserId = signedUp.user.id;
  await handle.db
    .updateTable('profiles')
    .set({ plan: 'stryd-monthly', total_xp: 4200 })
    .where('user_id', '=', benchUserId)
    .execute();
  await handle.db
    .insertInto('preferences')
    .values({
      user_id: benchUserId,
      data: JSON.stringify({
        type: 'bodyweight',
        workoutInterests: ['Yoga', 'Running', 'Calisthenics'],
        workoutEquipments: [],
        level: 'Intermediate',
        style: 'Short and Intense',
        duration: '30 mins',
        goal: 'Get stronger',
      }),
      updated_at: new Date().toISOString(),
    })
    .execute();

  // ---- generate -------------------------------------------------------------------------------------
  const now = Date.now();
  const day = 86_400_000;
  const userIds: string[] = Array.from({ length: USERS }, () => randomUUID());
  const userCount = USERS + 1; // + the benchmark user, who follows and joins like everyone else
  const userId = (index: number) => (index === USERS ? benchUserId : userIds[index]!);
  // Sorted, so loading participants in routine order walks their primary key (routine_id, user_id) in order.
  const routineIds: string[] = Array.from({ length: ROUTINES }, () => randomUUID()).sort();
  const creators = Array.from({ length: ROUTINES }, () => int(USERS));
  const names: string[] = [];
  const taken = new Set<string>();
  for (let r = 0; r < ROUTINES; r += 1) {
    let name = routineName();
    while (taken.has(`${creators[r]}|${name.toLowerCase()}`))
      name = `${routineName()} ${int(100)}`.slice(0, 60);
    taken.add(`${creators[r]}|${name.toLowerCase()}`);
    names.push(name);
  }
  taken.clear();

  // Participation keys routine * 2^17 + user, sorted (so inserts walk the primary key in order), unique.
  const SHIFT = 2 ** 17;
  const joinKeys = new Float64Array(PARTICIPATIONS);
  for (let r = 0; r < ROUTINES; r += 1) joinKeys[r] = r * SHIFT + creators[r]!;
  let filled = ROUTINES;
  while (filled < PARTICIPATIONS) {
    for (let i = filled; i < PARTICIPATIONS; i += 1) joinKeys[i] = skewed(ROUTINES) * SHIFT + int(userCount);
    joinKeys.sort();
    let unique = 1;
    for (let i = 1; i < PARTICIPATIONS; i += 1)
      if (joinKeys[i] !== joinKeys[unique - 1]) joinKeys[unique++] = joinKeys[i]!;
    filled = unique;
  }
  const participantCount = new Uint32Array(ROUTINES);
  for (const key of joinKeys) {
    const r = Math.floor(key / SHIFT);
    participantCount[r] = (participantCount[r] ?? 0) + 1;
  }

  const followKeys = new Float64Array(FOLLOWS);
  let followsFilled = 0;
  while (followsFilled < FOLLOWS) {
    for (let i = followsFilled; i < FOLLOWS; i += 1) {
      const follower = int(userCount);
      let followee = skewed(USERS);
      if (followee === follower) followee = (followee + 1) % USERS;
      followKeys[i] = follower * SHIFT + followee;
    }
    followKeys.sort();
    let unique = 1;
    for (let i = 1; i < FOLLOWS; i += 1)
      if (followKeys[i] !== followKeys[unique - 1]) followKeys[unique++] = followKeys[i]!;
    followsFilled = unique;
  }

  const dates = Array.from({ length: 365 }, (_, i) => new Date(now - i * day).toISOString());

  // ---- load -----------------------------------------------------------------------------------------
  const writer = await openBulkWriter(config.database);
  const users: TableSpec = {
    name: 'users',
    columns: [
      ['id', 'text'],
      ['name', 'text'],
      ['email', 'text'],
      ['emailVerified', 'bool'],
      ['image', 'text'],
      ['username', 'text'],
      ['displayUsername', 'text'],
      ['createdAt', 'timestamptz'],
      ['updatedAt', 'timestamptz'],
    ],
  };
  await timed('users', USERS, () =>
    writer.insert(
      users,
      (function* () {
        for (let u = 0; u < USERS; u += 1) {
          const username = `${FIRST_NAMES[u % FIRST_NAMES.length]}${u}`;
          const created = iso(new Date(now - (USERS - u) * 60_000));
          const image = u % 3 === 0 ? `https://images.stryd.local/avatars/${u}.png` : null;
          yield [
            userIds[u]!,
            username,
            `${username}@bench.stryd.local`,
            false,
            image,
            username,
            username,
            created,
            created,
          ];
        }
      })(),
    ),
  );
  await timed('profiles (10% premium)', USERS, () =>
    writer.insert(
      {
        name: 'profiles',
        columns: [
          ['user_id', 'text'],
          ['total_xp', 'int'],
          ['plan', 'text'],
          ['created_at', 'text'],
        ],
      },
      (function* () {
        for (let u = 0; u < USERS; u += 1) {
          const plan = u % 10 === 0 ? PAID_PLAN_TYPES[u % 3]! : 'free';
          yield [userIds[u]!, int(400) * 10, plan, dates[u % 365]!];
        }
      })(),
    ),
  );
  const withPreferences = Math.floor(USERS * 0.4);
  await timed('preferences (40% of users)', withPreferences, () =>
    writer.insert(
      {
        name: 'preferences',
        columns: [
          ['user_id', 'text'],
          ['data', 'text'],
          ['updated_at', 'text'],
        ],
      },
      (function* () {
        for (let u = 0; u < withPreferences; u += 1) {
          const interests = [...new Set([pick(INTERESTS), pick(INTERESTS), pick(INTERESTS)])].slice(
            0,
            1 + int(3),
          );
          const data = JSON.stringify({
            type: 'bodyweight',
            workoutInterests: interests,
            workoutEquipments: [],
            level: pick(LEVELS),
            style: 'Short and Intense',
            duration: '30 mins',
            goal: 'Stay fit',
          });
          yield [userIds[u * 2 + 1]!, data, dates[u % 365]!];
        }
      })(),
    ),
  );
  await timed('routines', ROUTINES, () =>
    writer.insert(
      {
        name: 'routines',
        columns: [
          ['id', 'text'],
          ['creator_id', 'text'],
          ['name', 'text'],
          ['name_key', 'text'],
          ['description', 'text'],
          ['equipments', 'text'],
          ['level', 'text'],
          ['duration', 'text'],
          ['estimated_time_minutes', 'text'],
          ['rest_days', 'int'],
          ['reason', 'text'],
          ['creation_type', 'text'],
          ['created_date', 'text'],
          ['participant_count', 'int'],
          ['created_at', 'text'],
        ],
      },
      (function* () {
        for (let r = 0; r < ROUTINES; r += 1) {
          const name = names[r]!;
          const level = pick(LEVELS);
          const focus = name.split(' ')[1]!.toLowerCase();
          const description = pick(DESCRIPTIONS)
            .replace('{focus}', focus)
            .replace('{level}', level.toLowerCase());
          const minutes = pick(['30', '45', '60']);
          const created = dates[r % 365]!;
          yield [
            routineIds[r]!,
            userIds[creators[r]!]!,
            name,
            name.normalize('NFC').trim().toLowerCase(),
            description,
            '[]',
            level,
            `${minutes} mins`,
            minutes,
            int(3),
            null,
            r % 4 === 0 ? 'generated' : 'created',
            created.slice(0, 10),
            participantCount[r]!,
            created,
          ];
        }
      })(),
    ),
  );
  let workoutRows = 0;
  await timed('workouts (3-5 per routine)', null, async () => {
    workoutRows = await writer.insert(
      {
        name: 'workouts',
        columns: [
          ['routine_id', 'text'],
          ['position', 'int'],
          ['type', 'text'],
          ['sets', 'int'],
          ['reps', 'text'],
          ['deleteable', 'int'],
        ],
      },
      (function* () {
        for (let r = 0; r < ROUTINES; r += 1) {
          const count = 3 + int(3);
          const start = int(EXERCISES.length);
          for (let p = 0; p < count; p += 1) {
            yield [routineIds[r]!, p, EXERCISES[(start + p * 7) % EXERCISES.length]!, 3, '10-15', 1];
          }
        }
      })(),
    );
  });
  timings[timings.length - 1]![1] = workoutRows.toLocaleString('en');
  await timed('participants', PARTICIPATIONS, () =>
    writer.insert(
      {
        name: 'participants',
        columns: [
          ['routine_id', 'text'],
          ['user_id', 'text'],
          ['routine_xp', 'int'],
          ['joined_at', 'text'],
        ],
      },
      (function* () {
        for (let i = 0; i < PARTICIPATIONS; i += 1) {
          const key = joinKeys[i]!;
          const r = Math.floor(key / SHIFT);
          yield [routineIds[r]!, userId(key - r * SHIFT), int(60) * 10, dates[i % 365]!];
        }
      })(),
    ),
  );
  await timed('follows', FOLLOWS, () =>
    writer.insert(
      {
        name: 'follows',
        columns: [
          ['follower_id', 'text'],
          ['followee_id', 'text'],
          ['created_at', 'text'],
        ],
      },
      (function* () {
        for (let i = 0; i < FOLLOWS; i += 1) {
          const key = followKeys[i]!;
          const follower = Math.floor(key / SHIFT);
          yield [userId(follower), userId(key - follower * SHIFT), dates[i % 365]!];
        }
      })(),
    ),
  );
  await writer.close();

  await timed('migrations 0003+ (search index, follower counts)', null, async () => {
    await migrateToLatest(handle);
  });
  const loaded = await timed('workout log (sessions + sets)', null, async () => {
    const logWriter = await openBulkWriter(config.database);
    const counts = await seedWorkoutLog(logWriter, trainees(userIds, benchUserId, random), now, random);
    await logWriter.close();
    return counts;
  });
  timings[timings.length - 1]![1] =
    `${loaded.sessions.toLocaleString('en')} + ${loaded.sets.toLocaleString('en')}`;
  // A routine of 5 × 20 sets for the tick-and-log benchmark: each connection ticks and unticks its own set.
  const logRoutine = { name: 'Bench Log Day', sets: 20, workouts: 5 };
  await createLogRoutine(handle, benchUserId, logRoutine);
  await timed('analyze', null, async () => {
    await sql`analyze`.execute(handle.db);
  });

  // The routine page the API benchmark reads: the most joined routine (largest leaderboard); the
  // benchmark user joins it so the page shows them first.
  const top = await handle.db
    .selectFrom('routines')
    .select(['id', 'creator_id', 'name', 'participant_count'])
    .orderBy('participant_count', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  await handle.db
    .insertInto('participants')
    .values({
      routine_id: top.id,
      user_id: benchUserId,
      routine_xp: 120,
      joined_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await handle.db
    .updateTable('routines')
    .set({ participant_count: sql`(select count(*) from participants where routine_id = ${top.id})` })
    .where('id', '=', top.id)
    .execute();
  await handle.close();

  const info = {
    dialect,
    seededAt: new Date().toISOString(),
    benchUserId,
    logRoutine: {
      userID: benchUserId,
      routineName: logRoutine.name,
      cards: logRoutine.sets * logRoutine.workouts,
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
  log('');
  log(`Benchmark user: ${BENCH_USER.email} / ${BENCH_USER.password} (${benchUserId}), premium`);
  log(
    `Routine page: /api/stryds/${top.creator_id}/${encodeURIComponent(top.name)} (${info.routine.participants} participants)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

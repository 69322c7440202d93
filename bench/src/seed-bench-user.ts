import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { createAuth } from '../../apps/server/src/auth/auth';
import type { openDatabase } from '../../apps/server/src/db/database';
import { BENCH_USER } from './bench-env';
import { timed } from './seed-timer';

type Handle = ReturnType<typeof openDatabase>;

/**
 * The known premium user signs up for real (password hashed by better-auth), so bench:api can sign in;
 * returns their id.
 */
export async function createBenchUser(auth: ReturnType<typeof createAuth>, handle: Handle): Promise<string> {
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

  return benchUserId;
}

/** A routine of the benchmark user's own (they are its creator and participant). */
export async function createLogRoutine(
  handle: Handle,
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

/**
 * The routine page the API benchmark reads: the most joined routine (largest leaderboard); the
 * benchmark user joins it so the page shows them first.
 */
export async function joinTopRoutine(handle: Handle, benchUserId: string) {
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
  return top;
}

/** How many people bench:api's many-lifters tick load signs in as (BENCH_LIFTERS, default 50). */
export const LIFTERS = Number(process.env.BENCH_LIFTERS ?? 50);

/**
 * The people of bench:api's many-lifters tick load: seeded trainees (years of the log behind them, so a
 * tick reads real bests), made premium, given the benchmark user's password (a copy of their credential,
 * so no password is hashed here) and a log routine like theirs. Returns how each signs in.
 */
export async function createLifters(
  handle: Handle,
  benchUserId: string,
  traineeIds: readonly string[],
  routine: { name: string; sets: number; workouts: number },
): Promise<{ email: string; userID: string }[]> {
  const ids = traineeIds.filter((id) => id !== benchUserId).slice(0, LIFTERS);
  if (ids.length === 0) return [];
  const db = handle.db;
  await db.updateTable('profiles').set({ plan: 'stryd-monthly' }).where('user_id', 'in', ids).execute();
  for (const id of ids) {
    await sql`insert into accounts (id, "accountId", "providerId", "userId", password, "createdAt", "updatedAt")
      select ${randomUUID()}, ${id}, "providerId", ${id}, password, "createdAt", "updatedAt"
      from accounts where "userId" = ${benchUserId} and "providerId" = 'credential'`.execute(db);
    await createLogRoutine(handle, id, routine);
  }
  const rows = await db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute();
  return rows.map((row) => ({ email: row.email, userID: row.id }));
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { as, type SignedUpUser, signUp, type TestApp } from './test-app';

/** Grants a plan straight in the database (what `npm run admin -- set-plan` does; never over HTTP). */
export async function setPlan(t: TestApp, userId: string, plan: string): Promise<void> {
  await t.context.database.db.updateTable('profiles').set({ plan }).where('user_id', '=', userId).execute();
}

export const makePremium = (t: TestApp, user: Pick<SignedUpUser, 'id'>) =>
  setPlan(t, user.id, 'stryd-monthly');

/** A user's total XP as stored. */
export async function totalXpOf(t: TestApp, user: Pick<SignedUpUser, 'id'>): Promise<number> {
  const row = await t.context.database.db
    .selectFrom('profiles')
    .select('total_xp')
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  return row.total_xp;
}

/** A signed-up user on a paid plan. */
export async function signUpPremium(t: TestApp, name?: string): Promise<SignedUpUser> {
  const user = await signUp(t.app, name);
  await makePremium(t, user);
  return user;
}

/** A valid hand-made routine body (docs/product.md#create-routine-validation), with overrides. */
export function routineBody(name: string, overrides: Record<string, unknown> = {}) {
  return {
    routineName: name,
    routineDescription: 'Legs and core',
    routineEquipments: ['Dumbbells'],
    level: 'Beginner',
    duration: '45 mins',
    estimatedTimeMinutes: '45',
    restDays: 1,
    workouts: [
      { workoutType: 'Squats', workoutSets: 3, workoutReps: '10-15' },
      { workoutType: 'Plank', workoutSets: 2, workoutReps: '30s', deleteable: false },
    ],
    ...overrides,
  };
}

export async function createRoutine(
  t: TestApp,
  user: SignedUpUser,
  name: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await t.app.inject(
    as(user, { method: 'POST', url: `/api/stryds/${user.id}`, payload: routineBody(name, overrides) }),
  );
  if (response.statusCode !== 201)
    throw new Error(`creating routine failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

let benchSessions = 0;

/**
 * A finished session of one set of Bench Press (`weightKg` × 5) on a new routine of the owner's, as the
 * social tests need one: its id and the routine's name. `visibility` first sets the owner's default.
 */
export async function finishedBenchSession(
  t: TestApp,
  owner: SignedUpUser,
  { weightKg = 70, visibility }: { weightKg?: number; visibility?: string } = {},
): Promise<{ id: string; name: string }> {
  const n = ++benchSessions;
  if (visibility)
    await t.app.inject(
      as(owner, { method: 'PUT', url: '/api/me/session-visibility', payload: { visibility } }),
    );
  const name = `Bench ${t.dialect} ${n}`;
  await createRoutine(t, owner, name, {
    workouts: [{ workoutType: 'Bench Press', workoutSets: 1, workoutReps: '5', exerciseId: 'bench-press' }],
  });
  const base = `/api/stryds/${owner.id}/${enc(name)}`;
  await t.app.inject(
    as(owner, {
      method: 'PUT',
      url: `${base}/sets/bench-${t.dialect}-${n}-abcdef`,
      payload: { workoutIndex: 0, setIndex: 0, reps: 5, weightKg, seconds: null, distanceM: null },
    }),
  );
  const finished = await t.app.inject(
    as(owner, { method: 'POST', url: `${base}/session/finish`, payload: {} }),
  );
  if (finished.statusCode !== 200)
    throw new Error(`finishing failed: ${finished.statusCode} ${finished.body}`);
  return { id: finished.json().session.id, name };
}

export const enc = encodeURIComponent;

/** Renames a just-created routine (version 1) by editing it whole, keeping its workouts. */
export async function renameRoutine(t: TestApp, user: SignedUpUser, from: string, to: string) {
  const response = await t.app.inject(
    as(user, {
      method: 'PATCH',
      url: `/api/stryds/${user.id}/${enc(from)}`,
      payload: {
        ...routineBody(to),
        version: 1,
        workouts: routineBody(to).workouts.map((workout, index) => ({ ...workout, from: index })),
      },
    }),
  );
  if (response.statusCode !== 200)
    throw new Error(`renaming routine failed: ${response.statusCode} ${response.body}`);
}

/** Everything the routine, social, XP, native sign-in and plan-management endpoints may change, in a stable order, for before/after checks. */
export async function snapshot(db: Kysely<Database>) {
  const queries = {
    routines: db.selectFrom('routines').selectAll().orderBy('id'),
    workouts: db.selectFrom('workouts').selectAll().orderBy('routine_id').orderBy('position'),
    renames: db.selectFrom('routine_renames').selectAll().orderBy('creator_id').orderBy('name_key'),
    participants: db.selectFrom('participants').selectAll().orderBy('routine_id').orderBy('user_id'),
    dailyXp: db.selectFrom('daily_xp').selectAll().orderBy('routine_id').orderBy('user_id').orderBy('day'),
    follows: db.selectFrom('follows').selectAll().orderBy('follower_id').orderBy('followee_id'),
    kudos: db.selectFrom('kudos').selectAll().orderBy('session_id').orderBy('user_id'),
    comments: db.selectFrom('comments').selectAll().orderBy('id'),
    blocks: db.selectFrom('blocks').selectAll().orderBy('blocker_id').orderBy('blocked_id'),
    reports: db.selectFrom('reports').selectAll().orderBy('id'),
    notifications: db.selectFrom('notifications').select(['id', 'user_id', 'kind', 'read_at']).orderBy('id'),
    notificationOptOuts: db
      .selectFrom('notification_opt_outs')
      .selectAll()
      .orderBy('user_id')
      .orderBy('kind'),
    preferences: db.selectFrom('preferences').selectAll().orderBy('user_id'),
    meals: db.selectFrom('meal_plans').selectAll().orderBy('id'),
    outbox: db.selectFrom('email_outbox').select(['id', 'status', 'attempts']).orderBy('id'),
    emailOptOuts: db.selectFrom('email_opt_outs').selectAll().orderBy('user_id').orderBy('kind'),
    profiles: db
      .selectFrom('profiles')
      .select(['user_id', 'total_xp', 'plan', 'session_visibility', 'weight_unit', 'theme', 'plate_setup'])
      .orderBy('user_id'),
    dailyUserXp: db.selectFrom('daily_user_xp').selectAll().orderBy('user_id').orderBy('day'),
    sessions: db.selectFrom('workout_sessions').selectAll().orderBy('id'),
    setLogs: db.selectFrom('set_logs').selectAll().orderBy('user_id').orderBy('id'),
    imports: db.selectFrom('imports').selectAll().orderBy('id'),
    nativeSignInGrants: db
      .selectFrom('native_sign_in_grants')
      .select(['code_hash', 'user_id'])
      .orderBy('code_hash'),
    users: db.selectFrom('users').select(['id', 'username', 'displayUsername', 'image']).orderBy('id'),
    subscriptions: db.selectFrom('subscriptions').select(['id', 'plan_type', 'status']).orderBy('id'),
    pushSubscriptions: db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'user_id'])
      .orderBy('endpoint'),
    restTimers: db.selectFrom('rest_timers').selectAll().orderBy('user_id'),
  };
  type Snapshot = { [K in keyof typeof queries]: Awaited<ReturnType<(typeof queries)[K]['execute']>> };
  const tables = await Promise.all(
    Object.entries(queries).map(async ([name, query]) => [name, await query.execute()] as const),
  );
  return Object.fromEntries(tables) as Snapshot;
}

/** A valid questionnaire answer set (docs/product.md#preference-fields). */
export function preferencesBody(overrides: Record<string, unknown> = {}) {
  return {
    type: 'bodyweight',
    workoutInterests: ['Running', 'Yoga'],
    workoutEquipments: [],
    ageRange: '18 - 30',
    gender: 'Other',
    level: 'Intermediate',
    style: 'Short and Intense',
    duration: '1 hr',
    goal: 'Run a 10k',
    ...overrides,
  };
}

/** A valid 7-day meal plan. */
export function mealPlanBody(name = 'Lean week') {
  const day = { Breakfast: 'Oats', Lunch: 'Chicken salad', Dinner: 'Salmon & rice' };
  return { planName: name, reason: 'High protein', days: Array.from({ length: 7 }, () => ({ ...day })) };
}

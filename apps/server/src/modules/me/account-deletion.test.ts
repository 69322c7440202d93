import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../../db/dialect';
import {
  createRoutine,
  enc,
  mealPlanBody,
  preferencesBody,
  signUpPremium,
  snapshot,
  totalXpOf,
} from '../../test/stryd-fixtures';
import {
  as,
  createTestApp,
  type SignedUpUser,
  signUp,
  type TestApp,
  testDialects,
} from '../../test/test-app';
import { PROVIDER_SETTINGS, recordSubscription } from '../payments/test/provider-settings';
import { type StandIn, startStandIn } from '../payments/test/stand-in';

/** A one-set history in Strong's CSV layout, so the account also owns an import. */
const IMPORTED_CSV =
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n' +
  '2026-01-05 07:30:00,Old Push Day,45m,Bench Press (Barbell),1,60,8,0,0,,,\n';

const remove = (t: TestApp, user: SignedUpUser | null, payload: unknown) =>
  t.app.inject(as(user, { method: 'DELETE', url: '/api/me', payload: payload as object }));

/** Ticks the first set of a routine for `user` (a premium participant): XP, a session, a set log. */
async function tick(t: TestApp, user: SignedUpUser, creator: SignedUpUser, routine: string, id: string) {
  const answer = await t.app.inject(
    as(user, {
      method: 'PUT',
      url: `/api/stryds/${creator.id}/${enc(routine)}/sets/${id}`,
      payload: { workoutIndex: 0, setIndex: 0, reps: 10, weightKg: 20, seconds: null, distanceM: null },
    }),
  );
  expect(answer.statusCode).toBe(200);
}

/** Every table's rows as text, to prove nothing names the deleted user (their id, e-mail or name). */
async function everyRow(t: TestApp): Promise<string> {
  const db = t.context.database.db;
  const tables = isPostgres(db)
    ? (
        await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      ).rows
    : (
        await sql<{ name: string }>`
          select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%' and name not like 'routines_fts_%'`.execute(db)
      ).rows;
  const dumps = await Promise.all(
    tables.map(async ({ name }) => {
      const { rows } = await sql`select * from ${sql.table(name)}`.execute(db);
      return `${name}: ${JSON.stringify(rows)}`;
    }),
  );
  return dumps.join('\n').toLowerCase();
}

describe.each(testDialects())('deleting your account on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('anonymous callers get 401; a wrong or missing confirmation gets 400 and deletes nothing', async () => {
    const user = await signUpPremium(t);
    expect((await remove(t, null, { confirm: user.username })).statusCode).toBe(401);
    const before = await snapshot(t.context.database.db);
    for (const payload of [
      { confirm: 'someone-else' },
      { confirm: '' },
      {},
      { confirm: user.username, x: 1 },
    ]) {
      const answer = await remove(t, user, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await remove(t, user, { confirm: 'someone-else' })).json().message).toBe(
      'Type your username exactly to confirm.',
    );
    expect(await snapshot(t.context.database.db)).toEqual(before);
    const me = await t.app.inject(as(user, { method: 'GET', url: '/api/me' }));
    expect(me.json().user.id).toBe(user.id);
  });

  it('deletes everything the account owns, keeps others consistent, and refuses its session after', async () => {
    const [leaver, friend, fan] = [await signUpPremium(t), await signUpPremium(t), await signUpPremium(t)];
    const db = t.context.database.db;
    // The leaver's routine, joined and trained on by the friend today.
    await createRoutine(t, leaver, 'Leaver Legs');
    await t.app.inject(
      as(friend, {
        method: 'POST',
        url: `/api/stryds/join-routine/${leaver.id}/${enc('Leaver Legs')}`,
        payload: {},
      }),
    );
    await tick(t, friend, leaver, 'Leaver Legs', 'friend-on-leaver');
    // The friend's routine, joined and trained on by the leaver and the fan.
    await createRoutine(t, friend, 'Friend Core');
    for (const user of [leaver, fan]) {
      await t.app.inject(
        as(user, {
          method: 'POST',
          url: `/api/stryds/join-routine/${friend.id}/${enc('Friend Core')}`,
          payload: {},
        }),
      );
      await tick(t, user, friend, 'Friend Core', `${user.username}-on-friend`);
    }
    // Follows both ways, preferences, a meal plan, a plan bought through the demo checkout.
    await t.app.inject(as(leaver, { method: 'POST', url: `/api/users/${friend.id}/follow`, payload: {} }));
    await t.app.inject(as(fan, { method: 'POST', url: `/api/users/${leaver.id}/follow`, payload: {} }));
    await t.app.inject(
      as(leaver, { method: 'POST', url: `/api/interests/${leaver.id}`, payload: preferencesBody() }),
    );
    await t.app.inject(
      as(leaver, { method: 'POST', url: `/api/users/${leaver.id}/meals`, payload: mealPlanBody() }),
    );
    await recordSubscription(t, leaver, 'demo');
    const imported = await t.app.inject(
      as(leaver, { method: 'POST', url: '/api/me/imports', payload: { csv: IMPORTED_CSV } }),
    );
    expect(imported.statusCode).toBe(201);
    const friendXpBefore = await totalXpOf(t, friend);
    const friendFollowers = async () =>
      (await t.app.inject(as(fan, { method: 'GET', url: `/api/users/${friend.id}` }))).json().socials;
    expect((await friendFollowers()).followersCount).toBe(1);
    expect(await everyRow(t)).toContain(leaver.id.toLowerCase());

    // A request with the leaver's cookie races the deletion; after it, the cookie is refused.
    const [deleted, racing] = await Promise.all([
      remove(t, leaver, { confirm: leaver.username.toUpperCase() }),
      t.app.inject(
        as(leaver, { method: 'PUT', url: '/api/me/history-privacy', payload: { historyPublic: true } }),
      ),
    ]);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    expect(String(deleted.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect([200, 401]).toContain(racing.statusCode);
    expect((await t.app.inject(as(leaver, { method: 'GET', url: '/api/me' }))).json()).toEqual({
      user: null,
    });
    for (const request of [
      { method: 'PUT', url: '/api/me/history-privacy', payload: { historyPublic: true } },
      { method: 'POST', url: `/api/interests/${leaver.id}`, payload: preferencesBody() },
      { method: 'DELETE', url: '/api/me', payload: { confirm: leaver.username } },
    ] as const)
      expect((await t.app.inject(as(leaver, request))).statusCode, request.url).toBe(401);

    // Nothing anywhere names them: not their id, e-mail or username.
    const rows = await everyRow(t);
    for (const trace of [leaver.id, leaver.email, leaver.username]) {
      const naming = rows.split('\n').filter((line) => line.includes(trace.toLowerCase()));
      expect(
        naming.map((line) => line.slice(0, 300)),
        trace,
      ).toEqual([]);
    }

    // Signing in fails (the attempt itself is counted against the typed address, as any is).
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: leaver.email, password: leaver.password },
    });
    expect(signIn.statusCode).toBe(401);

    // Others: the friend's board and count lose the leaver, keep the fan; follower counts drop.
    const board = await t.app.inject(
      as(friend, { method: 'GET', url: `/api/stryds/${friend.id}/${enc('Friend Core')}/leaderboard` }),
    );
    expect(board.json().total).toBe(2);
    expect(
      board
        .json()
        .participants.map((p: { userID: string }) => p.userID)
        .sort(),
    ).toEqual([friend.id, fan.id].sort());
    const counted = await db
      .selectFrom('participants')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .innerJoin('routines', 'routines.id', 'participants.routine_id')
      .where('routines.creator_id', '=', friend.id)
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(2);
    expect((await friendFollowers()).followersCount).toBe(0);
    const stats = await db
      .selectFrom('user_stats')
      .select('follower_count')
      .where('user_id', '=', friend.id)
      .executeTakeFirst();
    expect(Number(stats?.follower_count ?? 0)).toBe(0);
    // XP the friend earned today on the deleted routine is taken back, as a creator's delete does.
    expect(await totalXpOf(t, friend)).toBe(friendXpBefore - 10);
    // The friend's own session of the deleted routine stays in their history.
    const friendSessions = await db
      .selectFrom('workout_sessions')
      .select(['routine_id', 'creator_id', 'routine_name'])
      .where('user_id', '=', friend.id)
      .execute();
    expect(friendSessions).toContainEqual({
      routine_id: null,
      creator_id: null,
      routine_name: 'Leaver Legs',
    });
    const page = await t.app.inject(
      as(friend, { method: 'GET', url: `/api/stryds/${leaver.id}/${enc('Leaver Legs')}` }),
    );
    expect(page.statusCode).toBe(404);
  });
});

/** Every rate-limit row (fixed windows, rolling events and their turn rows) as lower-cased text. */
async function limitRows(t: TestApp): Promise<string[]> {
  const db = t.context.database.db;
  const counters = await db.selectFrom('rate_limits').select('key').execute();
  const events = await db.selectFrom('rate_limit_events').select('key').execute();
  return [...counters, ...events].map((row) => row.key.toLowerCase());
}

describe.each(testDialects())('rate limits after deleting a renamed account on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const failedSignIn = (payload: object, path: 'email' | 'username') =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/sign-in/${path}`,
      headers: { origin: 'http://localhost:3000' },
      payload: { ...payload, password: 'not-the-password' },
    });

  it('leaves no limit row naming their id, e-mail or any name they had', async () => {
    const user = await signUp(t.app);
    const oldName = user.username;
    expect((await failedSignIn({ username: oldName }, 'username')).statusCode).toBe(401);
    expect((await failedSignIn({ email: user.email }, 'email')).statusCode).toBe(401);
    expect((await t.app.inject(as(user, { method: 'GET', url: '/api/me/export' }))).statusCode).toBe(200);
    expect((await t.app.inject(as(user, { method: 'GET', url: '/api/me/export.csv' }))).statusCode).toBe(200);
    const imported = await t.app.inject(
      as(user, { method: 'POST', url: '/api/me/imports', payload: { csv: IMPORTED_CSV } }),
    );
    expect(imported.statusCode).toBe(201);
    const newName = `renamed${user.id.slice(0, 6)}`;
    const renamed = await t.app.inject(
      as(user, {
        method: 'PATCH',
        url: '/api/me/profile',
        payload: { username: newName, profileImageLink: '' },
      }),
    );
    expect(renamed.statusCode).toBe(200);
    expect((await failedSignIn({ username: newName }, 'username')).statusCode).toBe(401);
    const traces = [user.id, user.email, oldName, newName].map((trace) => trace.toLowerCase());
    expect((await limitRows(t)).filter((key) => traces.some((trace) => key.includes(trace)))).not.toEqual([]);

    expect((await remove(t, user, { confirm: newName })).statusCode).toBe(200);
    const naming = (await limitRows(t)).filter((key) => traces.some((trace) => key.includes(trace)));
    expect(naming).toEqual([]);
  });
});

describe.each(testDialects())('deleting an account with a plan at its provider on %s', (dialect) => {
  let api: StandIn;
  let t: TestApp;
  beforeAll(async () => {
    api = await startStandIn();
    t = await createTestApp(dialect, PROVIDER_SETTINGS.stripe(api.url));
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  const stripeHolds = (id: string, userId: string) => {
    const path = `/v1/subscriptions/${id}`;
    api.resources[path] = {
      id,
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: false,
      metadata: { user_id: userId, plan_type: 'stryd-monthly' },
      items: { data: [{ id: 'si_1', price: { id: 'price_month' }, current_period_end: 4_000_000_000 }] },
    };
    return path;
  };

  it('cancels a renewing Stripe plan at Stripe before deleting', async () => {
    const user = await signUpPremium(t);
    const id = await recordSubscription(t, user, 'stripe', { externalId: `sub_del_${dialect}` });
    const path = stripeHolds(id, user.id);
    api.handlers[`POST ${path}`] = (request) => {
      const held = api.resources[path] as Record<string, unknown>;
      held.cancel_at_period_end = new URLSearchParams(request.body).get('cancel_at_period_end') === 'true';
      return { body: held };
    };
    const answer = await remove(t, user, { confirm: user.username });
    expect(answer.statusCode).toBe(200);
    const update = api.requests.filter((r) => r.method === 'POST' && r.path === path).at(-1);
    expect(new URLSearchParams(update?.body).get('cancel_at_period_end')).toBe('true');
    const left = await t.context.database.db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('a Stripe failure is a 502 and deletes nothing; a Google Play plan must be cancelled in the store', async () => {
    const user = await signUpPremium(t);
    const id = await recordSubscription(t, user, 'stripe', { externalId: `sub_down_${dialect}` });
    api.handlers[`POST /v1/subscriptions/${id}`] = () => ({
      status: 500,
      body: { error: { message: 'down' } },
    });
    const before = await snapshot(t.context.database.db);
    const failed = await remove(t, user, { confirm: user.username });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe('PAYMENT_PROVIDER_ERROR');
    expect(await snapshot(t.context.database.db)).toEqual(before);

    const player = await signUpPremium(t);
    await recordSubscription(t, player, 'google-play');
    const refused = await remove(t, player, { confirm: player.username });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'MANAGED_BY_STORE',
      message:
        'Your plan was bought in Google Play: cancel it in the Play Store first, then delete your account.',
    });
    expect((await t.app.inject(as(player, { method: 'GET', url: '/api/me' }))).json().user.id).toBe(
      player.id,
    );
  });
});

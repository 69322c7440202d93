import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock';
import { holdProfileRow } from '../../test/pg-row-hold';
import { createRoutine, enc, signUpPremium } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';

/**
 * Issue 12 defect 4: ticks, unticks, leaves and deletes racing on two app processes that share one
 * database. Whatever the interleaving, XP stays booked once (decision 005): within one day a user's total
 * XP is the sum of their routine XP, each participant's routine XP is the sum of their daily XP on it, and
 * no daily XP row outlives its participant.
 */
describe.each(testDialects())('XP races on two processes (%s)', (dialect) => {
  const ROUNDS = 20;
  const ROUNDS_TIMEOUT = 90_000;
  let t: TestApp;
  let apps: FastifyInstance[];

  beforeAll(async () => {
    // Both processes read one stopped clock, so every round's XP is the same day's and the invariant
    // holds exactly, even when the suite runs across midnight UTC.
    t = await createTestApp(dialect, {}, { clock: fixedClock(Date.now()) });
    // Two app instances in one test process cannot share a SQLite file: better-sqlite3 waits for the
    // other's write lock synchronously (busy_timeout), blocking the very event loop that would release it.
    // SQLite runs write transactions one at a time anyway (BEGIN IMMEDIATE), so one instance races there.
    apps = dialect === 'postgres' ? [t.app, (await t.secondInstance()).app] : [t.app, t.app];
  });
  afterAll(async () => t.close());

  const db = () => t.context.database.db;
  const url = (creator: SignedUpUser, action: string, name: string) =>
    `/api/stryds/${action}/${creator.id}/${enc(name)}`;

  /** A creator and four premium racers of their own, so each test checks only its own XP. */
  async function cast() {
    const [creator, ...racers] = await Promise.all(Array.from({ length: 5 }, () => signUpPremium(t)));
    return { creator: creator!, racers };
  }

  type Call = Promise<{ statusCode: number; body: string }>;

  /** Ticks and unticks by `user` on `creator`'s routine, spread over both processes. */
  const xpCalls = (creator: SignedUpUser, user: SignedUpUser, name: string) =>
    apps.flatMap((app) =>
      ['increment', 'increment', 'decrement', 'increment'].map((direction) =>
        injectAs(app, user, 'POST', url(creator, `${direction}-routine-xp`, name), {}),
      ),
    );

  async function expectStatuses(calls: Call[]) {
    for (const response of await Promise.all(calls))
      expect([200, 201, 403, 404, 409], response.body).toContain(response.statusCode);
  }

  /**
   * The invariant for `users`: total XP = Σ routine XP (all XP here is today's, so a left or deleted
   * routine keeps none), routine XP = Σ daily XP, no daily XP without its participant.
   */
  async function expectXpBookedOnce(users: SignedUpUser[]) {
    const ids = users.map((u) => u.id);
    const totals = await db()
      .selectFrom('profiles')
      .select((eb) => [
        'profiles.user_id',
        'profiles.total_xp',
        eb
          .selectFrom('participants')
          .select(sql<number>`coalesce(sum(routine_xp), 0)`.as('xp'))
          .whereRef('participants.user_id', '=', 'profiles.user_id')
          .as('routine_xp'),
      ])
      .where('profiles.user_id', 'in', ids)
      .execute();
    expect(totals.map((r) => [r.user_id, Number(r.total_xp)])).toEqual(
      totals.map((r) => [r.user_id, Number(r.routine_xp)]),
    );
    const orphans = await db()
      .selectFrom('daily_xp')
      .leftJoin('participants', (join) =>
        join
          .onRef('participants.routine_id', '=', 'daily_xp.routine_id')
          .onRef('participants.user_id', '=', 'daily_xp.user_id'),
      )
      .select(['daily_xp.user_id', 'daily_xp.xp'])
      .where('daily_xp.user_id', 'in', ids)
      .where('participants.user_id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
    const mismatched = await db()
      .selectFrom('participants')
      .select((eb) => [
        'participants.user_id',
        'participants.routine_xp',
        eb
          .selectFrom('daily_xp')
          .select(sql<number>`coalesce(sum(xp), 0)`.as('xp'))
          .whereRef('daily_xp.routine_id', '=', 'participants.routine_id')
          .whereRef('daily_xp.user_id', '=', 'participants.user_id')
          .as('daily_xp'),
      ])
      .where('participants.user_id', 'in', ids)
      .execute();
    expect(mismatched.filter((p) => Number(p.routine_xp) !== Number(p.daily_xp))).toEqual([]);
  }

  it(
    'join, then ticks ‖ leaves on both processes, round after round',
    async () => {
      const { creator, racers } = await cast();
      const name = 'Race Track';
      await createRoutine(t, creator, name, {
        workouts: [{ workoutType: 'Burpees', workoutSets: 20, workoutReps: '10' }],
      });
      for (let round = 0; round < ROUNDS; round++) {
        await expectStatuses(
          racers.map((u, i) => injectAs(apps[i % 2]!, u, 'POST', url(creator, 'join-routine', name), {})),
        );
        await expectStatuses(
          racers.flatMap((u) => [
            ...xpCalls(creator, u, name),
            ...apps.map((app) => injectAs(app, u, 'POST', url(creator, 'leave-routine', name), {})),
          ]),
        );
        await expectXpBookedOnce([creator, ...racers]);
      }
    },
    ROUNDS_TIMEOUT,
  );

  it(
    'joined users and the creator tick ‖ the creator deletes the routine on both processes',
    async () => {
      const { creator, racers } = await cast();
      for (let round = 0; round < ROUNDS; round++) {
        const name = `Vanishing ${round}`;
        await createRoutine(t, creator, name);
        await expectStatuses(
          racers.map((u) => injectAs(t.app, u, 'POST', url(creator, 'join-routine', name), {})),
        );
        await expectStatuses([
          ...[creator, ...racers].flatMap((u) => xpCalls(creator, u, name)),
          ...apps.map((app) => injectAs(app, creator, 'DELETE', url(creator, 'delete', name))),
        ]);
        await expectXpBookedOnce([creator, ...racers]);
      }
    },
    ROUNDS_TIMEOUT,
  );

  /**
   * The same races with a joined user's tick stopped half-way on the first process (its total-XP update
   * waits on a lock the test holds) while `racing` runs into it, then the tick goes on: PostgreSQL row
   * locks make this interleaving happen on every run.
   */
  async function halfDoneTick(name: string, racing: (creator: SignedUpUser, user: SignedUpUser) => Call[]) {
    const { creator, racers } = await cast();
    const [user] = racers as [SignedUpUser];
    await createRoutine(t, creator, name);
    await expectStatuses([injectAs(t.app, user, 'POST', url(creator, 'join-routine', name), {})]);
    const hold = await holdProfileRow(t, user.id);
    const tick = injectAs(apps[0]!, user, 'POST', url(creator, 'increment-routine-xp', name), {});
    await hold.queued(1);
    const others = racing(creator, user);
    await hold.queued(1 + others.length);
    await hold.release();
    await expectStatuses([tick, ...others]);
    await expectXpBookedOnce([user]);
  }

  it.runIf(dialect === 'postgres')('a leave on each process while a tick is half done', () =>
    halfDoneTick('Half Done', (creator, user) =>
      apps.map((app) => injectAs(app, user, 'POST', url(creator, 'leave-routine', 'Half Done'), {})),
    ),
  );

  it.runIf(dialect === 'postgres')('a delete on the other process while a tick is half done', () =>
    halfDoneTick('Half Gone', (creator) => [
      injectAs(apps[1]!, creator, 'DELETE', url(creator, 'delete', 'Half Gone')),
    ]),
  );
});

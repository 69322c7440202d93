import { XP_PER_SET } from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, pausableClock, systemClock } from './clock';
import { createRoutine, enc, mealPlanBody, signUpPremium } from './test/stryd-fixtures';
import {
  as,
  createTestApp,
  injectAs,
  type SignedUpUser,
  signUp,
  type TestApp,
  testDialects,
} from './test/test-app';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('clocks', () => {
  it('a fixed clock stands still until it is set or advanced', async () => {
    const clock = fixedClock('2026-03-14T23:59:59.500Z');
    const first = clock.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(clock.now()).toEqual(first);
    clock.advance(1000);
    expect(clock.now().toISOString()).toBe('2026-03-15T00:00:00.500Z');
    clock.set(0);
    expect(clock.now().toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(() => clock.set('not a time')).toThrow('Not a time');
  });

  it('a pausable clock follows the wall clock until set, and again once released', () => {
    const clock = pausableClock();
    const before = Date.now();
    const read = clock.now().getTime();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
    clock.set('2026-03-14T12:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-03-14T12:00:00.000Z');
    clock.release();
    expect(Math.abs(clock.now().getTime() - systemClock.now().getTime())).toBeLessThan(1000);
  });
});

/** Every day and time the server records comes from the app's clock, never from the wall clock. */
describe.each(testDialects())('the app reads time from its clock on %s', (dialect) => {
  const clock = fixedClock('2026-03-14T23:59:59.500Z');
  let t: TestApp;
  let lifter: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock });
    lifter = await signUpPremium(t);
  });
  afterAll(async () => t.close());

  const db = () => t.context.database.db;
  const tick = (name: string, id: string, setIndex: number) =>
    injectAs(t.app, lifter, 'PUT', `/api/stryds/${lifter.id}/${enc(name)}/sets/${id}`, {
      workoutIndex: 0,
      setIndex,
      reps: 8,
      weightKg: null,
      seconds: null,
      distanceM: null,
    });
  const dailyXp = async (name: string) =>
    db()
      .selectFrom('daily_xp')
      .innerJoin('routines', 'routines.id', 'daily_xp.routine_id')
      .select(['daily_xp.day', 'daily_xp.xp'])
      .where('routines.name', '=', name)
      .where('daily_xp.user_id', '=', lifter.id)
      .orderBy('daily_xp.day')
      .execute();

  it('dates a routine and its ticks by the clock; the day turns at the clock’s midnight', async () => {
    clock.set('2026-03-14T23:59:59.500Z');
    const name = `Midnight ${dialect}`;
    const created = await createRoutine(t, lifter, name);
    expect(created.createdDate).toBe('2026-03-14');
    const row = await db()
      .selectFrom('routines')
      .select('created_at')
      .where('creator_id', '=', lifter.id)
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    expect(row.created_at).toBe('2026-03-14T23:59:59.500Z');

    const late = await tick(name, `late-${dialect}-0001`, 0);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().xp).toMatchObject({ todayXP: XP_PER_SET });

    // One second later by the clock it is the next UTC day: today's XP starts again from zero.
    clock.advance(1000);
    const early = await tick(name, `early-${dialect}-0001`, 1);
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json().xp).toMatchObject({ todayXP: XP_PER_SET, routineXP: 2 * XP_PER_SET });
    expect(await dailyXp(name)).toEqual([
      { day: '2026-03-14', xp: XP_PER_SET },
      { day: '2026-03-15', xp: XP_PER_SET },
    ]);
    const logged = await db()
      .selectFrom('set_logs')
      .select(['id', 'logged_at'])
      .where('user_id', '=', lifter.id)
      .orderBy('logged_at')
      .execute();
    expect(logged).toEqual([
      { id: `late-${dialect}-0001`, logged_at: '2026-03-14T23:59:59.500Z' },
      { id: `early-${dialect}-0001`, logged_at: '2026-03-15T00:00:00.500Z' },
    ]);
    const page = await injectAs(t.app, lifter, 'GET', `/api/stryds/${lifter.id}/${enc(name)}`);
    expect(page.json().viewer.todayXP).toBe(XP_PER_SET);
  });

  it('dates a saved meal plan by the clock', async () => {
    clock.set('2026-03-15T00:00:00.250Z');
    const response = await injectAs(
      t.app,
      lifter,
      'POST',
      `/api/users/${lifter.id}/meals`,
      mealPlanBody('Clocked'),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().createdDate).toBe('2026-03-15');
  });

  it('judges checkout links, trials and access by the clock', async () => {
    clock.set('2026-03-15T00:00:00.500Z');
    const buyer = await signUp(t.app);
    const checkout = await injectAs(t.app, buyer, 'POST', '/api/payments/checkout', {
      planType: 'stryd-monthly',
    });
    expect(checkout.statusCode).toBe(201);
    const { url } = checkout.json();

    // The link lives an hour by the clock.
    clock.advance(HOUR + 1);
    expect((await injectAs(t.app, buyer, 'GET', url)).statusCode).toBe(404);
    clock.set('2026-03-15T00:00:00.500Z');
    const confirmed = await t.app.inject(
      as(buyer, {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=confirm',
      }),
    );
    expect(confirmed.statusCode).toBe(303);
    const sub = await db()
      .selectFrom('subscriptions')
      .select(['status', 'trial_ends_at', 'current_period_end', 'created_at'])
      .where('user_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(sub).toEqual({
      status: 'trialing',
      trial_ends_at: '2026-03-18T00:00:00.500Z',
      current_period_end: '2026-04-17T00:00:00.500Z',
      created_at: '2026-03-15T00:00:00.500Z',
    });

    const plan = async () => (await injectAs(t.app, buyer, 'GET', '/api/me')).json().user.userPlan;
    expect(await plan()).toBe('stryd-monthly');
    // Past the period end and the renewal grace, by the clock: back to free.
    clock.set(Date.parse('2026-04-17T00:00:00.500Z') + 3 * DAY);
    expect(await plan()).toBe('free');
  });
});

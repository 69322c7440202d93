import { DISPLAY_PREFS_MESSAGES } from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutine, enc, signUpPremium } from '../../test/stryd-fixtures';
import {
  as,
  createTestApp,
  type SignedUpUser,
  signUp,
  type TestApp,
  testDialects,
} from '../../test/test-app';

/** Issue 32 item 3: the weight unit and theme are kept on the account. */
describe.each(testDialects())('display preferences on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const me = async (user: SignedUpUser | null) =>
    (await t.app.inject(as(user, { method: 'GET', url: '/api/me' }))).json();
  const save = (user: SignedUpUser | null, payload: unknown) =>
    t.app.inject(as(user, { method: 'PUT', url: '/api/me/display-preferences', payload: payload as object }));

  it('GET /api/me carries kg and dark for a new account; a visitor has no account to carry them', async () => {
    const user = await signUp(t.app);
    expect((await me(user)).user).toMatchObject({ id: user.id, weightUnit: 'kg', theme: 'dark' });
    expect(await me(null)).toEqual({ user: null });
  });

  it('saves what is named, keeps the other, and the next GET /api/me says so', async () => {
    const [user, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const lb = await save(user, { weightUnit: 'lb' });
    expect(lb.statusCode).toBe(200);
    expect(lb.headers['cache-control']).toBe('no-store');
    expect(lb.json()).toEqual({ weightUnit: 'lb', theme: 'dark' });
    expect((await save(user, { theme: 'light' })).json()).toEqual({ weightUnit: 'lb', theme: 'light' });
    expect((await me(user)).user).toMatchObject({ weightUnit: 'lb', theme: 'light' });
    // Saying it again is the same; another account is untouched.
    expect((await save(user, { weightUnit: 'lb', theme: 'light' })).json()).toEqual({
      weightUnit: 'lb',
      theme: 'light',
    });
    expect((await me(other)).user).toMatchObject({ weightUnit: 'kg', theme: 'dark' });
    expect((await save(user, { weightUnit: 'kg', theme: 'dark' })).json()).toEqual({
      weightUnit: 'kg',
      theme: 'dark',
    });
  });

  it.each([
    [{ weightUnit: 'stone' }, DISPLAY_PREFS_MESSAGES.weightUnit],
    [{ weightUnit: 'LB' }, DISPLAY_PREFS_MESSAGES.weightUnit],
    [{ weightUnit: null }, DISPLAY_PREFS_MESSAGES.weightUnit],
    [{ weightUnit: 'kg', theme: 'blue' }, DISPLAY_PREFS_MESSAGES.theme],
    [{ theme: 'system' }, DISPLAY_PREFS_MESSAGES.theme],
    [{}, DISPLAY_PREFS_MESSAGES.nothing],
  ])('refuses %j with a 400 that says why, and changes nothing', async (body, message) => {
    const user = await signUp(t.app);
    await save(user, { weightUnit: 'lb', theme: 'light' });
    const refused = await save(user, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect((await me(user)).user).toMatchObject({ weightUnit: 'lb', theme: 'light' });
  });

  it('refuses unknown fields and a body that is not an object, changing nothing', async () => {
    const user = await signUp(t.app);
    for (const body of [{ weightUnit: 'lb', userId: 'someone-else' }, ['lb'], { weightUnit: ['lb'] }]) {
      expect((await save(user, body)).statusCode).toBe(400);
    }
    expect((await me(user)).user).toMatchObject({ weightUnit: 'kg', theme: 'dark' });
  });

  it('asks for a session', async () => {
    expect((await save(null, { weightUnit: 'lb' })).statusCode).toBe(401);
  });

  it("announces a record in the member's unit", async () => {
    const lifter = await signUpPremium(t);
    const name = `Units ${dialect}`;
    await createRoutine(t, lifter, name, {
      workouts: [{ workoutType: 'Bench Press', workoutSets: 3, workoutReps: '8', exerciseId: 'bench-press' }],
    });
    const tick = (id: string, setIndex: number, weightKg: number) =>
      t.app.inject(
        as(lifter, {
          method: 'PUT',
          url: `/api/stryds/${lifter.id}/${enc(name)}/sets/${id}-${dialect}-abcdef`,
          payload: { workoutIndex: 0, setIndex, reps: 8, weightKg, seconds: null, distanceM: null },
        }),
      );
    // A first session sets the marks; the next one can beat them.
    expect((await tick('first', 0, 80)).json().record).toBeNull();
    await t.app.inject(
      as(lifter, {
        method: 'POST',
        url: `/api/stryds/${lifter.id}/${enc(name)}/session/finish`,
        payload: {},
      }),
    );
    expect((await tick('kg', 1, 82.5)).json().record).toBe('New record: Bench Press 82.5 kg');
    await save(lifter, { weightUnit: 'lb' });
    const heavier = await tick('lb', 2, 85);
    expect(heavier.statusCode).toBe(200);
    // 85 kg is 187.4 lb; the set itself is still kept in kg.
    expect(heavier.json().record).toBe('New record: Bench Press 187.4 lb');
    expect(heavier.json().set.weightKg).toBe(85);
  });
});

import { DEFAULT_PLATE_SETUPS, PLATE_SETUP_MESSAGES, type PlateSetup } from '@stryd/domain';
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

/** Issue 34 item 5: the plate calculator's bar and plates, kept on the account (decision 044). */
describe.each(testDialects())('plate setup on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const get = (user: SignedUpUser | null) => t.app.inject(as(user, { method: 'GET', url: '/api/me/plates' }));
  const put = (user: SignedUpUser | null, payload: unknown) =>
    t.app.inject(as(user, { method: 'PUT', url: '/api/me/plates', payload: payload as object }));

  const homeGym: PlateSetup = {
    bar: { weight: 15, unit: 'kg' },
    unit: 'lb',
    plates: [
      { weight: 45, count: 2 },
      { weight: 10, count: 3 },
      { weight: 2.5, count: 2 },
    ],
  };

  it('answers the default for the weight unit until a setup is saved, and follows a change of unit', async () => {
    const user = await signUp(t.app);
    const first = await get(user);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({ ...DEFAULT_PLATE_SETUPS.kg, saved: false });
    await t.app.inject(
      as(user, { method: 'PUT', url: '/api/me/display-preferences', payload: { weightUnit: 'lb' } }),
    );
    expect((await get(user)).json()).toEqual({ ...DEFAULT_PLATE_SETUPS.lb, saved: false });
  });

  it('saves the whole setup, keeps it across a change of unit, and leaves others untouched', async () => {
    const [user, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const saved = await put(user, homeGym);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect(saved.json()).toEqual({ ...homeGym, saved: true });
    await t.app.inject(
      as(user, { method: 'PUT', url: '/api/me/display-preferences', payload: { weightUnit: 'lb' } }),
    );
    expect((await get(user)).json()).toEqual({ ...homeGym, saved: true });
    expect((await get(other)).json()).toEqual({ ...DEFAULT_PLATE_SETUPS.kg, saved: false });
    // Saving again replaces it.
    expect((await put(user, DEFAULT_PLATE_SETUPS.kg)).json()).toEqual({
      ...DEFAULT_PLATE_SETUPS.kg,
      saved: true,
    });
    expect((await get(user)).json()).toEqual({ ...DEFAULT_PLATE_SETUPS.kg, saved: true });
  });

  it.each([
    [{ ...homeGym, unit: 'stone' }, PLATE_SETUP_MESSAGES.unit],
    [{ ...homeGym, bar: { weight: 0.5, unit: 'kg' } }, PLATE_SETUP_MESSAGES.bar],
    [{ ...homeGym, bar: { weight: 20.01, unit: 'kg' } }, PLATE_SETUP_MESSAGES.bar],
    [{ ...homeGym, bar: { weight: 20, unit: 'g' } }, PLATE_SETUP_MESSAGES.unit],
    [{ ...homeGym, plates: [{ weight: 60, count: 2 }] }, PLATE_SETUP_MESSAGES.plate],
    [{ ...homeGym, plates: [{ weight: '20', count: 2 }] }, PLATE_SETUP_MESSAGES.plate],
    [{ ...homeGym, plates: [{ weight: 20, count: 1.5 }] }, PLATE_SETUP_MESSAGES.count],
    [{ ...homeGym, plates: [{ weight: 20, count: 50 }] }, PLATE_SETUP_MESSAGES.count],
    [{ ...homeGym, plates: [] }, PLATE_SETUP_MESSAGES.plates],
    [
      {
        ...homeGym,
        plates: [
          { weight: 10, count: 2 },
          { weight: 10, count: 2 },
        ],
      },
      PLATE_SETUP_MESSAGES.sameSize,
    ],
  ])('refuses %j with a 400 that says why, and changes nothing', async (body, message) => {
    const user = await signUp(t.app);
    await put(user, homeGym);
    const refused = await put(user, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect((await get(user)).json()).toEqual({ ...homeGym, saved: true });
  });

  it('refuses unknown fields, a missing part and a body that is not an object, changing nothing', async () => {
    const user = await signUp(t.app);
    const { bar: _bar, ...noBar } = homeGym;
    for (const body of [
      { ...homeGym, userId: 'someone-else' },
      noBar,
      [homeGym],
      { ...homeGym, saved: true },
    ]) {
      expect((await put(user, body)).statusCode).toBe(400);
    }
    expect((await get(user)).json()).toEqual({ ...DEFAULT_PLATE_SETUPS.kg, saved: false });
  });

  it('asks for a session', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await put(null, homeGym)).statusCode).toBe(401);
  });

  it('a stored setup that no longer fits the schema counts as none', async () => {
    const user = await signUp(t.app);
    await t.context.database.db
      .updateTable('profiles')
      .set({ plate_setup: '{"bar":"heavy"}' })
      .where('user_id', '=', user.id)
      .execute();
    expect((await get(user)).json()).toEqual({ ...DEFAULT_PLATE_SETUPS.kg, saved: false });
  });

  it('tells the routine page which workouts are loaded with a barbell or dumbbells', async () => {
    const lifter = await signUpPremium(t);
    const name = `Plates ${dialect}`;
    await createRoutine(t, lifter, name, {
      workouts: [
        {
          workoutType: 'Barbell Back Squat',
          workoutSets: 3,
          workoutReps: '5',
          exerciseId: 'barbell-back-squat',
        },
        {
          workoutType: 'Dumbbell Bench Press',
          workoutSets: 3,
          workoutReps: '8',
          exerciseId: 'dumbbell-bench-press',
        },
        { workoutType: 'Push-ups', workoutSets: 3, workoutReps: '10' },
        { workoutType: 'Barbell Hip Thrust', workoutSets: 3, workoutReps: '8' },
        { workoutType: 'Bench Press', workoutSets: 3, workoutReps: '8', exerciseId: 'bench-press' },
      ],
    });
    const routine = await t.app.inject(
      as(lifter, { method: 'GET', url: `/api/stryds/${lifter.id}/${enc(name)}` }),
    );
    expect(routine.statusCode).toBe(200);
    const workouts = routine.json().workouts as Array<{ workoutType: string; loadedWith?: string }>;
    expect(workouts.map((w) => [w.workoutType, w.loadedWith])).toEqual([
      ['Barbell Back Squat', 'barbell'],
      ['Dumbbell Bench Press', 'dumbbell'],
      ['Push-ups', undefined],
      ['Barbell Hip Thrust', 'barbell'],
      ['Bench Press', 'barbell'],
    ]);
  });
});

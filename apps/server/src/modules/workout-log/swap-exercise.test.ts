import { SWAP_MESSAGES } from '@stryd/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock';
import { createRoutine, enc, signUpPremium } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';
import { XP_MESSAGES } from '../xp/xp.service';

/**
 * Issue 34 items 6 and 8 (decision 048): a workout's exercise swapped for an alternative in one session;
 * the routine is unchanged, the log and records follow the exercise really done, the XP cap keeps counting.
 */
describe.each(testDialects())('swapping an exercise on %s', (dialect) => {
  let t: TestApp;
  let seq = 0;
  const setId = () => `swap-${dialect}-${++seq}-abcdef`;
  const base = (user: SignedUpUser, name: string) => `/api/stryds/${user.id}/${enc(name)}`;
  const swap = (
    user: SignedUpUser,
    name: string,
    workoutIndex: number | string,
    exerciseId: unknown,
    app?: FastifyInstance,
  ) =>
    injectAs(app ?? t.app, user, 'PUT', `${base(user, name)}/session/swaps/${workoutIndex}`, { exerciseId });
  const unswap = (user: SignedUpUser, name: string, workoutIndex: number) =>
    injectAs(t.app, user, 'DELETE', `${base(user, name)}/session/swaps/${workoutIndex}`);
  const tick = (
    user: SignedUpUser,
    name: string,
    workoutIndex: number,
    setIndex: number,
    weightKg = 20,
    app?: FastifyInstance,
  ) =>
    injectAs(app ?? t.app, user, 'PUT', `${base(user, name)}/sets/${setId()}`, {
      workoutIndex,
      setIndex,
      reps: 5,
      weightKg,
      seconds: null,
      distanceM: null,
    });
  const sessionOf = async (user: SignedUpUser, name: string) =>
    (await injectAs(t.app, user, 'GET', `${base(user, name)}/session`)).json();
  const finish = (user: SignedUpUser, name: string) =>
    injectAs(t.app, user, 'POST', `${base(user, name)}/session/finish`, {});

  /** Bench Press (3 sets), Barbell Back Squat (1 set) and a custom Sled Push (1 set). */
  async function routine(user: SignedUpUser, sets = 3): Promise<string> {
    const name = `Swaps ${dialect} ${++seq}`;
    await createRoutine(t, user, name, {
      workouts: [
        { workoutType: 'Bench Press', workoutSets: sets, workoutReps: '5', exerciseId: 'bench-press' },
        {
          workoutType: 'Barbell Back Squat',
          workoutSets: 1,
          workoutReps: '5',
          exerciseId: 'barbell-back-squat',
        },
        { workoutType: 'Sled Push', workoutSets: 1, workoutReps: '5' },
      ],
    });
    return name;
  }

  beforeAll(async () => {
    // One stopped clock: the XP cap is one day's, even across midnight UTC.
    t = await createTestApp(dialect, {}, { clock: fixedClock(Date.now()) });
  });
  afterAll(async () => t.close());

  it('swaps for this session only: kept on reload, logged as the exercise done, the routine unchanged', async () => {
    const user = await signUpPremium(t);
    const name = await routine(user);
    const swapped = await swap(user, name, 0, 'dumbbell-bench-press');
    expect(swapped.statusCode).toBe(200);
    const expected = {
      workoutIndex: 0,
      exerciseId: 'dumbbell-bench-press',
      exerciseName: 'Dumbbell Bench Press',
      category: 'strength',
      loadedWith: 'dumbbell',
    };
    expect(swapped.json().session).toMatchObject({ sets: [], swaps: [expected] });
    // A reload, or another device, reads the same swap.
    expect((await sessionOf(user, name)).session.swaps).toEqual([expected]);

    const logged = await tick(user, name, 0, 0);
    expect(logged.json().set).toMatchObject({
      exerciseId: 'dumbbell-bench-press',
      exerciseName: 'Dumbbell Bench Press',
    });
    // The other workouts are the routine's own.
    expect((await tick(user, name, 1, 0)).json().set).toMatchObject({ exerciseId: 'barbell-back-squat' });

    const routineView = (await injectAs(t.app, user, 'GET', base(user, name))).json();
    expect(routineView.workouts[0]).toMatchObject({ workoutType: 'Bench Press', exerciseId: 'bench-press' });

    const finished = (await finish(user, name)).json().session;
    const detail = (await injectAs(t.app, user, 'GET', `/api/history/sessions/${finished.id}`)).json();
    expect(detail.sets.map((s: { exerciseName: string }) => s.exerciseName)).toEqual([
      'Dumbbell Bench Press',
      'Barbell Back Squat',
    ]);
    // The next session starts with the routine's exercises again.
    expect((await sessionOf(user, name)).session).toBeNull();
  });

  it('refuses what is not an alternative with a clear 400, and changes nothing', async () => {
    const user = await signUpPremium(t);
    const name = await routine(user);
    const refusals: [number | string, unknown, string][] = [
      [0, 'barbell-back-squat', SWAP_MESSAGES.notAnAlternative],
      [0, 'push-ups', SWAP_MESSAGES.notAnAlternative],
      [0, 'no-such-exercise', SWAP_MESSAGES.unknownExercise],
      [0, '', SWAP_MESSAGES.unknownExercise],
      [0, 42, SWAP_MESSAGES.unknownExercise],
      [2, 'dumbbell-bench-press', SWAP_MESSAGES.notInLibrary],
      [3, 'dumbbell-bench-press', SWAP_MESSAGES.noSuchWorkout],
      ['first', 'dumbbell-bench-press', SWAP_MESSAGES.noSuchWorkout],
    ];
    for (const [index, exerciseId, message] of refusals) {
      const answer = await swap(user, name, index, exerciseId);
      expect(answer.statusCode, `${index} ${String(exerciseId)}`).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    expect((await sessionOf(user, name)).session).toBeNull();
  });

  it('takes a swap back, or changes it, while no set of the workout is ticked; refuses once one is', async () => {
    const user = await signUpPremium(t);
    const name = await routine(user);
    await swap(user, name, 0, 'dumbbell-bench-press');
    expect((await unswap(user, name, 0)).json().session.swaps).toEqual([]);
    // Swapping to the routine's own exercise is the same as taking the swap back.
    await swap(user, name, 0, 'incline-dumbbell-press');
    expect((await swap(user, name, 0, 'bench-press')).json().session.swaps).toEqual([]);
    await swap(user, name, 0, 'incline-dumbbell-press');
    expect((await swap(user, name, 0, 'dumbbell-bench-press')).json().session.swaps[0].exerciseId).toBe(
      'dumbbell-bench-press',
    );

    await tick(user, name, 0, 0);
    for (const answer of [await swap(user, name, 0, 'incline-dumbbell-press'), await unswap(user, name, 0)]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(SWAP_MESSAGES.setsTicked);
    }
    // Asking again for the swap in place (a retry) is no change, so it is answered.
    expect((await swap(user, name, 0, 'dumbbell-bench-press')).statusCode).toBe(200);
    // Another workout can still be swapped.
    expect((await swap(user, name, 1, 'barbell-front-squat')).statusCode).toBe(200);
    expect(
      (await sessionOf(user, name)).session.swaps.map((s: { exerciseId: string }) => s.exerciseId),
    ).toEqual(['dumbbell-bench-press', 'barbell-front-squat']);
  });

  it('pre-fills from, and sets records on, the exercise really done', async () => {
    const user = await signUpPremium(t);
    const name = await routine(user);
    await swap(user, name, 0, 'dumbbell-bench-press');
    await tick(user, name, 0, 0, 20);
    await finish(user, name);

    // The routine's Bench Press has no last time; the swapped-in exercise has.
    expect(
      (await sessionOf(user, name)).previous.find((p: { workoutIndex: number }) => p.workoutIndex === 0),
    ).toBeUndefined();
    const again = (await swap(user, name, 0, 'dumbbell-bench-press')).json();
    expect(again.previous.find((p: { workoutIndex: number }) => p.workoutIndex === 0).sets[0]).toMatchObject({
      weightKg: 20,
      reps: 5,
    });
    const heavier = (await tick(user, name, 0, 0, 25)).json();
    expect(heavier.set.records).toContain('weight');
    expect(heavier.record).toBe('New record: Dumbbell Bench Press 25 kg');

    const progress = async (id: string) =>
      (await injectAs(t.app, user, 'GET', `/api/exercises/${id}/progress`)).json();
    expect((await progress('dumbbell-bench-press')).points.length).toBeGreaterThan(0);
    expect((await progress('bench-press')).points).toEqual([]);
  });

  it('keeps counting the routine XP cap across a swap', async () => {
    const user = await signUpPremium(t);
    // 1 + 1 + 1 sets: a daily cap of 30 XP.
    const name = await routine(user, 1);
    for (const w of [0, 1, 2]) expect((await tick(user, name, w, 0)).json().xp).not.toBeNull();
    await finish(user, name);
    await swap(user, name, 0, 'dumbbell-bench-press');
    const capped = (await tick(user, name, 0, 0)).json();
    expect(capped.set.exerciseId).toBe('dumbbell-bench-press');
    expect(capped.xp).toBeNull();
    expect(capped.noXpReason).toBe(XP_MESSAGES.dailyCap);
  });

  it('a swap racing a tick of its workout: either the swap wins and the set is the new exercise, or it is refused', async () => {
    const apps = dialect === 'postgres' ? [t.app, (await t.secondInstance()).app] : [t.app, t.app];
    for (let round = 0; round < 6; round += 1) {
      const user = await signUpPremium(t);
      const name = await routine(user);
      const [swapped, ticked] = await Promise.all([
        swap(user, name, 0, 'dumbbell-bench-press', apps[round % 2]),
        tick(user, name, 0, 0, 20, apps[(round + 1) % 2]),
      ]);
      expect(ticked.statusCode).toBe(200);
      const done = ticked.json().set.exerciseId;
      if (swapped.statusCode === 200) expect(done).toBe('dumbbell-bench-press');
      else {
        expect(swapped.statusCode).toBe(409);
        expect(done).toBe('bench-press');
      }
      const { session } = await sessionOf(user, name);
      expect(session.sets).toHaveLength(1);
      expect(session.swaps.length).toBe(swapped.statusCode === 200 ? 1 : 0);
    }
  });
});

import { DAILY_XP_CEILING, SET_PLACE_MESSAGES, SET_VALUE_MESSAGES, XP_PER_SET } from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutine, enc, signUpPremium } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';
import { XP_MESSAGES } from '../xp/xp.service';
import { HISTORY_MESSAGES } from './history.service';
import { WORKOUT_LOG_MESSAGES } from './set-log.service';

/** Issue 16: sets logged with their values, sessions that survive a reload, history and records. */
describe.each(testDialects())('the workout log on %s', (dialect) => {
  let t: TestApp;
  let lifter: SignedUpUser;
  let other: SignedUpUser;
  let seq = 0;
  let ids = 0;
  const setId = () => `set-${dialect}-${++ids}-abcdef`;

  const base = (user: SignedUpUser, name: string) => `/api/stryds/${user.id}/${enc(name)}`;
  const tick = (
    user: SignedUpUser,
    owner: SignedUpUser,
    name: string,
    id: string,
    body: Record<string, unknown>,
  ) =>
    injectAs(t.app, user, 'PUT', `${base(owner, name)}/sets/${id}`, {
      reps: null,
      weightKg: null,
      seconds: null,
      distanceM: null,
      ...body,
    });
  const untick = (user: SignedUpUser, owner: SignedUpUser, name: string, id: string) =>
    injectAs(t.app, user, 'DELETE', `${base(owner, name)}/sets/${id}`);
  const finish = (
    user: SignedUpUser,
    owner: SignedUpUser,
    name: string,
    body: Record<string, unknown> = {},
  ) => injectAs(t.app, user, 'POST', `${base(owner, name)}/session/finish`, body);
  const resume = async (user: SignedUpUser, owner: SignedUpUser, name: string) =>
    (await injectAs(t.app, user, 'GET', `${base(owner, name)}/session`)).json();

  /** Bench Press 3 sets of 8, Plank 2 sets of 30 s, created by `user`. */
  async function routine(user = lifter): Promise<string> {
    const name = `Log ${dialect} ${++seq}`;
    await createRoutine(t, user, name, {
      workouts: [
        { workoutType: 'Bench Press', workoutSets: 3, workoutReps: '8', exerciseId: 'bench-press' },
        { workoutType: 'Plank', workoutSets: 2, workoutReps: '30s', exerciseId: 'plank' },
      ],
    });
    return name;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [lifter, other] = await Promise.all([signUpPremium(t), signUpPremium(t)]);
  });
  afterAll(async () => t.close());

  it('logs a set with its values in a session that a reload finds again, and pays 10 XP once per set id', async () => {
    const name = await routine();
    const id = setId();
    const first = await tick(lifter, lifter, name, id, {
      workoutIndex: 0,
      setIndex: 0,
      reps: 8,
      weightKg: 60,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      set: {
        id,
        exerciseId: 'bench-press',
        exerciseName: 'Bench Press',
        reps: 8,
        weightKg: 60,
        xpEarned: XP_PER_SET,
      },
      xp: { todayXP: XP_PER_SET },
      noXpReason: null,
    });
    const retry = await tick(lifter, lifter, name, id, {
      workoutIndex: 0,
      setIndex: 0,
      reps: 8,
      weightKg: 60,
    });
    expect(retry.json()).toMatchObject({ set: { id }, xp: null, sessionId: first.json().sessionId });
    const again = await resume(lifter, lifter, name);
    expect(again.session.sets).toHaveLength(1);
    expect(again.session.sets[0]).toMatchObject({ reps: 8, weightKg: 60 });
    const me = (await injectAs(t.app, lifter, 'GET', `${base(lifter, name)}`)).json();
    expect(me.viewer.todayXP).toBe(XP_PER_SET);
  });

  it('a second id for the same card returns the logged set and pays nothing', async () => {
    const name = await routine();
    await tick(lifter, lifter, name, setId(), { workoutIndex: 1, setIndex: 0, seconds: 40 });
    const twin = await tick(lifter, lifter, name, setId(), { workoutIndex: 1, setIndex: 0, seconds: 50 });
    expect(twin.json()).toMatchObject({ set: { seconds: 40 }, xp: null });
    expect((await resume(lifter, lifter, name)).session.sets).toHaveLength(1);
  });

  it('keeps a set ticked past the daily cap, and one by a non-participant, logged without XP and says why', async () => {
    const name = await routine();
    const cards = [
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 1],
    ];
    for (const [w, s] of cards)
      await tick(lifter, lifter, name, setId(), { workoutIndex: w, setIndex: s, reps: 5 });
    await finish(lifter, lifter, name);
    const past = await tick(lifter, lifter, name, setId(), {
      workoutIndex: 0,
      setIndex: 0,
      reps: 5,
      weightKg: 20,
    });
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ xp: null, noXpReason: XP_MESSAGES.dailyCap, set: { xpEarned: 0 } });

    const visitor = await tick(other, lifter, name, setId(), { workoutIndex: 0, setIndex: 0, reps: 5 });
    expect(visitor.json()).toMatchObject({ xp: null, noXpReason: XP_MESSAGES.notParticipant });
    expect((await resume(other, lifter, name)).session.sets).toHaveLength(1);
  });

  it('unticking removes the log and takes back exactly the XP the set earned', async () => {
    const name = await routine();
    const id = setId();
    await tick(lifter, lifter, name, id, { workoutIndex: 0, setIndex: 0, reps: 8, weightKg: 50 });
    const gone = await untick(lifter, lifter, name, id);
    expect(gone.json()).toMatchObject({ removed: true, xp: { todayXP: 0 } });
    expect((await untick(lifter, lifter, name, id)).json()).toEqual({ removed: false, xp: null });
    expect((await resume(lifter, lifter, name)).session.sets).toEqual([]);
    // A session whose sets were all unticked leaves nothing in the history.
    expect((await finish(lifter, lifter, name)).json()).toEqual({ session: null });
  });

  it('finishes into the history; the next session pre-fills from it and announces a new record', async () => {
    const name = await routine();
    await tick(lifter, lifter, name, setId(), { workoutIndex: 0, setIndex: 0, reps: 8, weightKg: 80 });
    await tick(lifter, lifter, name, setId(), { workoutIndex: 0, setIndex: 1, reps: 6, weightKg: 80 });
    const done = (await finish(lifter, lifter, name, { durationMs: 1 })).json();
    expect(done.session).toMatchObject({ routineName: name, setCount: 2, volumeKg: 1120, durationMs: 1 });

    const next = await resume(lifter, lifter, name);
    expect(next.session).toBeNull();
    // Plank's last sets come from an earlier routine's session: history follows the exercise.
    expect(next.previous[0]).toEqual({
      workoutIndex: 0,
      sets: [
        { reps: 8, weightKg: 80, seconds: null, distanceM: null, setType: 'working', rpe: null, rir: null },
        { reps: 6, weightKg: 80, seconds: null, distanceM: null, setType: 'working', rpe: null, rir: null },
      ],
    });
    const heavier = await tick(lifter, lifter, name, setId(), {
      workoutIndex: 0,
      setIndex: 0,
      reps: 8,
      weightKg: 82.5,
    });
    expect(heavier.json().record).toBe('New record: Bench Press 82.5 kg');
    expect(heavier.json().set.records).toEqual(expect.arrayContaining(['weight', 'e1rm', 'setVolume']));
    const lighter = await tick(lifter, lifter, name, setId(), {
      workoutIndex: 0,
      setIndex: 1,
      reps: 5,
      weightKg: 60,
    });
    expect(lighter.json().record).toBeNull();
    await tick(lifter, lifter, name, setId(), { workoutIndex: 0, setIndex: 2, reps: 8, weightKg: 80 });
    const second = (await finish(lifter, lifter, name)).json().session;
    // 660 + 300 + 640 = 1600 kg beats 1120 kg: the best session volume is a record too.
    expect(second.recordCount).toBeGreaterThanOrEqual(4);

    const history = (await injectAs(t.app, lifter, 'GET', '/api/history?limit=50')).json();
    expect(history.sessions[0]).toMatchObject({ id: second.id, recordCount: second.recordCount });
    expect(history.streakWeeks).toBe(1);
    expect(history.weeks).toHaveLength(12);
    expect(history.weeks.at(-1).sessions).toBeGreaterThanOrEqual(2);
    const detail = (await injectAs(t.app, lifter, 'GET', `/api/history/sessions/${second.id}`)).json();
    expect(detail.sets.map((s: { weightKg: number }) => s.weightKg)).toEqual([82.5, 60, 80]);
    expect(detail.sets[2].records).toContain('sessionVolume');

    const progress = (await injectAs(t.app, lifter, 'GET', '/api/exercises/bench-press/progress')).json();
    expect(progress.records).toMatchObject({ weightKg: 82.5, sessionVolumeKg: 1600 });
    expect(progress.points.at(-1).bestWeightKg).toBe(82.5);
    expect(progress.points.at(-1).e1rm).toBe(104.5);
  });

  // Issue 30 item 10: the message is the person's, with no field path ("body.weightKg: ").
  it('refuses bad values with a clear 400 and logs nothing', async () => {
    const name = await routine();
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [setId(), { workoutIndex: 0, setIndex: 0, reps: 1001 }, SET_VALUE_MESSAGES.reps],
      [setId(), { workoutIndex: 0, setIndex: 0, reps: 2.5 }, SET_VALUE_MESSAGES.reps],
      [setId(), { workoutIndex: 0, setIndex: 0, weightKg: -1 }, SET_VALUE_MESSAGES.weightKg],
      [setId(), { workoutIndex: 0, setIndex: 0, reps: 8, weightKg: -5 }, SET_VALUE_MESSAGES.weightKg],
      [setId(), { workoutIndex: 0, setIndex: 0, reps: 8, weightKg: 5000 }, SET_VALUE_MESSAGES.weightKg],
      [setId(), { workoutIndex: 0, setIndex: 0, weightKg: 1000.5 }, SET_VALUE_MESSAGES.weightKg],
      [setId(), { workoutIndex: -1, setIndex: 0, reps: 5 }, SET_VALUE_MESSAGES.place],
      [setId(), { workoutIndex: 1, setIndex: 0, seconds: 86_401 }, SET_VALUE_MESSAGES.seconds],
      ['bad id!', { workoutIndex: 0, setIndex: 0, reps: 5 }, SET_VALUE_MESSAGES.setId],
      [setId(), { workoutIndex: 2, setIndex: 0, reps: 5 }, WORKOUT_LOG_MESSAGES.noSuchSet],
      // A session may add sets past the routine's, but no more than ten (decision 047).
      [setId(), { workoutIndex: 1, setIndex: 60, reps: 5 }, SET_PLACE_MESSAGES.tooManyAdded],
    ];
    for (const [id, body, message] of cases) {
      const response = await tick(lifter, lifter, name, encodeURIComponent(id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const untick = await injectAs(t.app, lifter, 'DELETE', `${base(lifter, name)}/sets/bad%20id!`);
    expect(untick.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: SET_VALUE_MESSAGES.setId });
    expect((await resume(lifter, lifter, name)).session).toBeNull();
  });

  it('keeps history private unless its owner opens it', async () => {
    const name = await routine();
    await tick(lifter, lifter, name, setId(), { workoutIndex: 0, setIndex: 0, reps: 3, weightKg: 40 });
    const { session } = (await finish(lifter, lifter, name)).json();
    const theirs = await injectAs(t.app, other, 'GET', `/api/users/${lifter.id}/history`);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(HISTORY_MESSAGES.private);
    expect((await injectAs(t.app, other, 'GET', `/api/history/sessions/${session.id}`)).statusCode).toBe(403);
    await injectAs(t.app, lifter, 'PUT', '/api/me/history-privacy', { historyPublic: true });
    expect((await injectAs(t.app, other, 'GET', `/api/users/${lifter.id}/history`)).statusCode).toBe(200);
    expect((await injectAs(t.app, other, 'GET', `/api/history/sessions/${session.id}`)).statusCode).toBe(200);
    await injectAs(t.app, lifter, 'PUT', '/api/me/history-privacy', { historyPublic: false });
    expect((await injectAs(t.app, other, 'GET', `/api/users/${lifter.id}/history`)).statusCode).toBe(403);
  });

  it('retried and concurrent ticks of one set log it once and pay once; first ticks at once share one session', async () => {
    const name = await routine();
    const id = setId();
    const body = { workoutIndex: 0, setIndex: 0, reps: 8, weightKg: 70 };
    const answers = await Promise.all(Array.from({ length: 8 }, () => tick(lifter, lifter, name, id, body)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.json().xp !== null)).toHaveLength(1);
    const others = await Promise.all(
      [
        [0, 1],
        [0, 2],
        [1, 0],
        [1, 1],
      ].map(([w, s]) => tick(lifter, lifter, name, setId(), { workoutIndex: w, setIndex: s, reps: 1 })),
    );
    expect(new Set(others.map((a) => a.json().sessionId)).size).toBe(1);
    const page = (await injectAs(t.app, lifter, 'GET', base(lifter, name))).json();
    expect(page.viewer.todayXP).toBe(5 * XP_PER_SET);
  });

  it(`stops paying at ${DAILY_XP_CEILING} XP a day across routines; sets stay logged`, async () => {
    const farmer = await signUpPremium(t);
    const names: string[] = [];
    for (let r = 0; r < 3; r += 1) {
      const name = `Farm ${dialect} ${++seq}`;
      await createRoutine(t, farmer, name, {
        workouts: [{ workoutType: 'Squats', workoutSets: 20, workoutReps: '20' }],
      });
      names.push(name);
    }
    const results = [];
    for (const name of names) {
      for (let s = 0; s < 20; s += 1) {
        results.push(
          (await tick(farmer, farmer, name, setId(), { workoutIndex: 0, setIndex: s, reps: 20 })).json(),
        );
      }
    }
    const paid = results.filter((r) => r.xp !== null).length;
    expect(paid * XP_PER_SET).toBe(DAILY_XP_CEILING);
    expect(results.at(-1).noXpReason).toBe(XP_MESSAGES.dailyCeiling);
    const legacy = await injectAs(
      t.app,
      farmer,
      'POST',
      `/api/stryds/increment-routine-xp/${farmer.id}/${enc(names[2] as string)}`,
      {},
    );
    expect(legacy.statusCode).toBe(409);
    expect(legacy.json().code).toBe('DAILY_XP_CEILING');
  });
});

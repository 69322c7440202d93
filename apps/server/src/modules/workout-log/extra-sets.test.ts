import {
  SET_DETAIL_MESSAGES,
  SET_PLACE_LIMITS,
  SET_PLACE_MESSAGES,
  SET_VALUE_MESSAGES,
  warmUpPlace,
  XP_PER_SET,
} from '@stryd/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock';
import { createRoutine, enc, signUpPremium, snapshot, totalXpOf } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';
import { XP_MESSAGES } from '../xp/xp.service';

/**
 * Issue 34 items 4, 6 and 8 (decision 047): sets added to a workout in a session and the generator's
 * warm-ups are logged at places of their own; an added set earns as a routine set, under the same cap; a
 * warm-up earns nothing and sets no record; removing a set is its untick.
 */
describe.each(testDialects())('added sets and logged warm-ups on %s', (dialect) => {
  const TIMEOUT = 60_000;
  let t: TestApp;
  let apps: FastifyInstance[];
  let seq = 0;
  const setId = () => `xtra-${dialect}-${++seq}-abcdef`;
  const base = (user: SignedUpUser, name: string) => `/api/stryds/${user.id}/${enc(name)}`;
  const tickOn = (
    app: FastifyInstance,
    user: SignedUpUser,
    name: string,
    body: Record<string, unknown>,
    id = setId(),
  ) =>
    injectAs(app, user, 'PUT', `${base(user, name)}/sets/${id}`, {
      workoutIndex: 0,
      reps: 5,
      weightKg: 60,
      seconds: null,
      distanceM: null,
      ...body,
    });
  const tick = (user: SignedUpUser, name: string, body: Record<string, unknown>, id = setId()) =>
    tickOn(t.app, user, name, body, id);
  const untick = (user: SignedUpUser, name: string, id: string) =>
    injectAs(t.app, user, 'DELETE', `${base(user, name)}/sets/${id}`);
  const openSession = async (user: SignedUpUser, name: string) =>
    (await injectAs(t.app, user, 'GET', `${base(user, name)}/session`)).json();

  /** Bench Press with `sets` sets of 5, created (and so joined) by `user`: a day's cap of 10 × sets. */
  async function routine(user: SignedUpUser, sets = 2): Promise<string> {
    const name = `Extra ${dialect} ${++seq}`;
    await createRoutine(t, user, name, {
      workouts: [
        { workoutType: 'Bench Press', workoutSets: sets, workoutReps: '5', exerciseId: 'bench-press' },
      ],
    });
    return name;
  }

  beforeAll(async () => {
    // One stopped clock: every tick's XP is the same day's.
    t = await createTestApp(dialect, {}, { clock: fixedClock(Date.now()) });
    apps = dialect === 'postgres' ? [t.app, (await t.secondInstance()).app] : [t.app, t.app];
  });
  afterAll(async () => t.close());

  it('an added set is logged past the routine sets and earns 10 XP, within the same daily cap', async () => {
    const user = await signUpPremium(t);
    const name = await routine(user, 2);
    const added = setId();
    const first = await tick(user, name, { setIndex: 2, weightKg: 62.5 }, added);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().set).toMatchObject({ setIndex: 2, weightKg: 62.5, xpEarned: XP_PER_SET });
    expect(first.json().xp).toMatchObject({ todayXP: XP_PER_SET, dailyCap: 2 * XP_PER_SET });

    // The cap is the routine's (10 × its sets): the added set took a share of it, so the last set earns none.
    expect((await tick(user, name, { setIndex: 0 })).json().xp.todayXP).toBe(2 * XP_PER_SET);
    const capped = await tick(user, name, { setIndex: 1 });
    expect(capped.json()).toMatchObject({ xp: null, noXpReason: XP_MESSAGES.dailyCap });
    expect(await totalXpOf(t, user)).toBe(2 * XP_PER_SET);

    // Another device resuming the session finds the added set.
    const open = await openSession(user, name);
    expect(open.session.sets.map((s: { setIndex: number }) => s.setIndex)).toEqual([0, 1, 2]);

    // Removing it is its untick: the XP it earned goes back, as an untick's does.
    const removed = await untick(user, name, added);
    expect(removed.json()).toMatchObject({ removed: true, xp: { todayXP: XP_PER_SET } });
    expect(await totalXpOf(t, user)).toBe(XP_PER_SET);
    expect((await openSession(user, name)).session.sets).toHaveLength(2);
  });

  it('takes up to ten added sets per workout, refusing the eleventh', async () => {
    const user = await signUpPremium(t);
    const name = await routine(user, 3);
    const last = 3 + SET_PLACE_LIMITS.addedPerWorkoutMax - 1;
    expect((await tick(user, name, { setIndex: last })).statusCode).toBe(200);
    const before = await snapshot(t.context.database.db);
    const refused = await tick(user, name, { setIndex: last + 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'SET_PLACE', message: SET_PLACE_MESSAGES.tooManyAdded });
    expect(await snapshot(t.context.database.db)).toEqual(before);
  });

  it.each([
    ['a working set before the first set', { setIndex: -1 }, SET_PLACE_MESSAGES.warmUpPlace],
    ['a drop set before the first set', { setIndex: -3, setType: 'drop' }, SET_PLACE_MESSAGES.warmUpPlace],
    ['a place before the first warm-up', { setIndex: -9, setType: 'warmup' }, SET_PLACE_MESSAGES.place],
    ['a place past 99', { setIndex: 100 }, SET_PLACE_MESSAGES.place],
    ['a fractional place', { setIndex: 1.5 }, SET_PLACE_MESSAGES.place],
    ['a workout the routine lacks', { workoutIndex: 1, setIndex: 2 }, 'This routine has no such set.'],
    ['a negative workout', { workoutIndex: -1, setIndex: 0 }, SET_VALUE_MESSAGES.place],
  ])('refuses %s with a 400 in plain words, changing nothing', async (_label, body, message) => {
    const user = await signUpPremium(t);
    const name = await routine(user);
    const before = await snapshot(t.context.database.db);
    const response = await tick(user, name, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await snapshot(t.context.database.db)).toEqual(before);
  });

  it('logs the generator warm-ups before the first set: no XP, no record, volume apart, not last time', async () => {
    const user = await signUpPremium(t);
    const name = await routine(user, 2);
    // A first session sets the marks (a first session beats nothing).
    await tick(user, name, { setIndex: 0, weightKg: 60 });
    const firstId = (await openSession(user, name)).session.id;
    await injectAs(t.app, user, 'POST', `${base(user, name)}/session/finish`, {});

    // Warm-ups heavier than any set before: still no record, no XP.
    const ramp = [20, 40, 70, 90];
    const warmUps = [];
    for (const [i, weightKg] of ramp.entries()) {
      const answer = await tick(user, name, { setIndex: warmUpPlace(i), weightKg, setType: 'warmup' });
      expect(answer.statusCode, answer.body).toBe(200);
      warmUps.push(answer.json());
    }
    for (const answer of warmUps) {
      expect(answer).toMatchObject({ xp: null, record: null, noXpReason: SET_DETAIL_MESSAGES.warmupNoXp });
      expect(answer.set).toMatchObject({ setType: 'warmup', xpEarned: 0, records: [] });
    }
    expect(await totalXpOf(t, user)).toBe(XP_PER_SET);
    // The working set is compared with working sets only: 65 kg beats the 60 kg, not the 90 kg warm-up.
    const working = await tick(user, name, { setIndex: 0, weightKg: 65 });
    expect(working.json().set.records).toContain('weight');

    const open = await openSession(user, name);
    expect(open.session.sets.map((s: { setIndex: number }) => s.setIndex)).toEqual([-8, -7, -6, -5, 0]);
    const finished = await injectAs(t.app, user, 'POST', `${base(user, name)}/session/finish`, {});
    expect(finished.json().session).toMatchObject({
      volumeKg: 65 * 5,
      warmupVolumeKg: (20 + 40 + 70 + 90) * 5,
      xpEarned: XP_PER_SET,
      // The working set's records, and the session's working volume (325 kg beats 300: warm-ups left out).
      recordCount: working.json().set.records.length + 1,
    });

    // Last time, for the next session, starts at the first working set: the ramp is proposed afresh.
    const next = await openSession(user, name);
    expect(next.previous[0].sets.map((s: { weightKg: number }) => s.weightKg)).toEqual([65]);
    expect(firstId).not.toBe(finished.json().session.id);
  });

  it(
    'added sets ticked at once on two processes: each place logged once, XP exactly to the cap',
    async () => {
      const user = await signUpPremium(t);
      const name = await routine(user, 3);
      // The session is open already, so the racers meet at the sets and the cap.
      expect((await tick(user, name, { setIndex: 0 })).statusCode).toBe(200);
      const places = Array.from({ length: 12 }, (_, i) => i + 1);
      // Three ids per place, on both processes: the place is logged once whoever wins.
      const answers = await Promise.all(
        places.flatMap((setIndex) =>
          [0, 1, 2].map((i) => tickOn(apps[(setIndex + i) % 2]!, user, name, { setIndex })),
        ),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const open = await openSession(user, name);
      expect(open.session.sets.map((s: { setIndex: number }) => s.setIndex)).toEqual([0, ...places]);
      const earned = open.session.sets.reduce((sum: number, s: { xpEarned: number }) => sum + s.xpEarned, 0);
      expect(earned).toBe(3 * XP_PER_SET);
      expect(await totalXpOf(t, user)).toBe(3 * XP_PER_SET);
    },
    TIMEOUT,
  );
});

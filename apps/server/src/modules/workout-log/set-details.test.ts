import { SET_DETAIL_MESSAGES, XP_PER_SET } from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutine, enc, signUpPremium, snapshot, totalXpOf } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';

/** Issue 34 items 1, 2, 6 (notes) and 8: set types, effort and notes on the log, and XP kept fair. */
describe.each(testDialects())('set types, effort and notes on %s', (dialect) => {
  let t: TestApp;
  let seq = 0;
  let ids = 0;
  const setId = () => `det-${dialect}-${++ids}-abcdef`;
  const base = (user: SignedUpUser, name: string) => `/api/stryds/${user.id}/${enc(name)}`;
  const tick = (user: SignedUpUser, name: string, body: Record<string, unknown>, id = setId()) =>
    injectAs(t.app, user, 'PUT', `${base(user, name)}/sets/${id}`, {
      workoutIndex: 0,
      reps: null,
      weightKg: null,
      seconds: null,
      distanceM: null,
      ...body,
    });
  const finish = (user: SignedUpUser, name: string, body: Record<string, unknown> = {}) =>
    injectAs(t.app, user, 'POST', `${base(user, name)}/session/finish`, body);
  const detail = async (user: SignedUpUser, id: string) =>
    (await injectAs(t.app, user, 'GET', `/api/history/sessions/${id}`)).json();

  /** Bench Press, 4 sets of 5, created (and so joined) by `user`. */
  async function routine(user: SignedUpUser): Promise<string> {
    const name = `Details ${dialect} ${++seq}`;
    await createRoutine(t, user, name, {
      workouts: [{ workoutType: 'Bench Press', workoutSets: 4, workoutReps: '5', exerciseId: 'bench-press' }],
    });
    return name;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('keeps type, RPE, RIR and a note per set; history, the session page and last time show them', async () => {
    const user = await signUpPremium(t);
    const name = await routine(user);
    const warm = await tick(user, name, { setIndex: 0, reps: 10, weightKg: 40, setType: 'warmup' });
    expect(warm.statusCode).toBe(200);
    expect(warm.json().set).toMatchObject({ setType: 'warmup', rpe: null, rir: null, note: null });
    const top = await tick(user, name, {
      setIndex: 1,
      reps: 5,
      weightKg: 80,
      rpe: 8.5,
      note: '  <b>paused</b> ',
    });
    expect(top.json().set).toMatchObject({ setType: 'working', rpe: 8.5, rir: null, note: '<b>paused</b>' });
    await tick(user, name, { setIndex: 2, reps: 8, weightKg: 60, setType: 'drop', rir: 0 });
    await tick(user, name, { setIndex: 3, reps: 6, weightKg: 60, setType: 'failure' });
    const finished = await finish(user, name, { note: ' Good day ' });
    expect(finished.json().session).toMatchObject({
      note: 'Good day',
      volumeKg: 400 + 480 + 360,
      warmupVolumeKg: 400,
    });

    const session = await detail(user, finished.json().session.id);
    expect(
      session.sets.map((s: { setType: string; rpe: number | null; rir: number | null }) => [
        s.setType,
        s.rpe,
        s.rir,
      ]),
    ).toEqual([
      ['warmup', null, null],
      ['working', 8.5, null],
      ['drop', null, 0],
      ['failure', null, null],
    ]);
    const history = (await injectAs(t.app, user, 'GET', '/api/history')).json();
    expect(history.sessions[0]).toMatchObject({ note: 'Good day', warmupVolumeKg: 400, volumeKg: 1240 });
    expect(history.weeks.at(-1).volumeKg).toBe(1240);

    const resume = (await injectAs(t.app, user, 'GET', `${base(user, name)}/session`)).json();
    expect(resume.previous[0].sets[0]).toEqual({
      reps: 10,
      weightKg: 40,
      seconds: null,
      distanceM: null,
      setType: 'warmup',
      rpe: null,
      rir: null,
    });
    expect(resume.previous[0].sets[1]).toMatchObject({ setType: 'working', rpe: 8.5 });
  });

  it('gives a warm-up no XP, no record and no working volume; an untick takes its volume back apart', async () => {
    const user = await signUpPremium(t);
    const name = await routine(user);
    await tick(user, name, { setIndex: 0, reps: 5, weightKg: 60 });
    await finish(user, name);
    const xpBefore = await totalXpOf(t, user);

    // A warm-up heavier than any set before: logged, but no record and no XP, with the reason.
    const id = setId();
    const warm = await tick(user, name, { setIndex: 0, reps: 5, weightKg: 100, setType: 'warmup' }, id);
    expect(warm.json()).toMatchObject({
      set: { xpEarned: 0, records: [] },
      xp: null,
      noXpReason: SET_DETAIL_MESSAGES.warmupNoXp,
      record: null,
    });
    expect(await totalXpOf(t, user)).toBe(xpBefore);
    // A working set after it still beats the old best (60 kg), not the warm-up's 100 kg.
    const work = await tick(user, name, { setIndex: 1, reps: 5, weightKg: 70 });
    expect(work.json()).toMatchObject({
      set: { xpEarned: XP_PER_SET },
      record: expect.stringContaining('70 kg'),
    });
    expect(await totalXpOf(t, user)).toBe(xpBefore + XP_PER_SET);

    await injectAs(t.app, user, 'DELETE', `${base(user, name)}/sets/${id}`);
    const finished = (await finish(user, name)).json().session;
    expect(finished).toMatchObject({ volumeKg: 350, warmupVolumeKg: 0, setCount: 1 });

    const progress = (await injectAs(t.app, user, 'GET', '/api/exercises/bench-press/progress')).json();
    expect(progress.records.weightKg).toBe(70);
  });

  it('leaves warm-ups out of e1RM, records and session volume records however heavy', async () => {
    const user = await signUpPremium(t);
    const name = await routine(user);
    await tick(user, name, { setIndex: 0, reps: 5, weightKg: 50 });
    await finish(user, name);
    await tick(user, name, { setIndex: 0, reps: 10, weightKg: 90, setType: 'warmup' });
    await tick(user, name, { setIndex: 1, reps: 5, weightKg: 40 });
    const finished = (await finish(user, name)).json().session;
    expect(finished.recordCount).toBe(0);
    const progress = (await injectAs(t.app, user, 'GET', '/api/exercises/bench-press/progress')).json();
    expect(progress.records).toMatchObject({ weightKg: 50, sessionVolumeKg: 250 });
    // Both sessions fell on today: the day's point has their two working sets, not the 90 kg warm-up.
    expect(progress.points.at(-1)).toMatchObject({ e1rm: 58.3, bestWeightKg: 50, sets: 2, volumeKg: 450 });
  });

  it.each([
    ['an RPE under 6', { rpe: 5.5 }, SET_DETAIL_MESSAGES.rpe],
    ['an RPE off the half steps', { rpe: 7.3 }, SET_DETAIL_MESSAGES.rpe],
    ['an RPE over 10', { rpe: 10.5 }, SET_DETAIL_MESSAGES.rpe],
    ['an RIR over 5', { rir: 6 }, SET_DETAIL_MESSAGES.rir],
    ['a fractional RIR', { rir: 1.5 }, SET_DETAIL_MESSAGES.rir],
    ['both RPE and RIR', { rpe: 8, rir: 2 }, SET_DETAIL_MESSAGES.bothEfforts],
    ['an unknown set type', { setType: 'cluster' }, SET_DETAIL_MESSAGES.setType],
    ['a set note too long', { note: 'x'.repeat(201) }, SET_DETAIL_MESSAGES.setNote],
  ])('refuses %s with a 400 in plain words, logging nothing', async (_label, details, message) => {
    const user = await signUpPremium(t);
    const name = await routine(user);
    const before = await snapshot(t.context.database.db);
    const response = await tick(user, name, { setIndex: 0, reps: 5, weightKg: 60, ...details });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await snapshot(t.context.database.db)).toEqual(before);
  });

  it('accepts a 200-character note, RPE 6 and 10, RIR 0 and 5', async () => {
    const user = await signUpPremium(t);
    const name = await routine(user);
    const answers = await Promise.all([
      tick(user, name, { setIndex: 0, rpe: 6, note: 'y'.repeat(200) }),
      tick(user, name, { setIndex: 1, rpe: 10 }),
      tick(user, name, { setIndex: 2, rir: 0 }),
      tick(user, name, { setIndex: 3, rir: 5 }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
  });

  it("sets a session's note on its page, refuses a long one and anyone else's session", async () => {
    const user = await signUpPremium(t);
    const stranger = await signUpPremium(t);
    const name = await routine(user);
    await tick(user, name, { setIndex: 0, reps: 5, weightKg: 60 });
    // Finishing without a note keeps the one set meanwhile (the session was open).
    const open = (await injectAs(t.app, user, 'GET', `${base(user, name)}/session`)).json().session;
    const url = `/api/history/sessions/${open.id}/note`;
    expect((await injectAs(t.app, user, 'PUT', url, { note: 'Gym was busy' })).json()).toEqual({
      note: 'Gym was busy',
    });
    expect((await finish(user, name)).json().session.note).toBe('Gym was busy');

    const long = await injectAs(t.app, user, 'PUT', url, { note: 'z'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(SET_DETAIL_MESSAGES.sessionNote);
    const theirs = await injectAs(t.app, stranger, 'PUT', url, { note: 'mine now' });
    expect(theirs.statusCode).toBe(404);
    const longFinish = await finish(user, name, { note: 'z'.repeat(1001) });
    expect(longFinish.statusCode).toBe(400);
    expect(longFinish.json().message).toBe(SET_DETAIL_MESSAGES.sessionNote);

    expect((await injectAs(t.app, user, 'PUT', url, { note: '   ' })).json()).toEqual({ note: null });
    expect((await detail(user, open.id)).note).toBeNull();
  });
});

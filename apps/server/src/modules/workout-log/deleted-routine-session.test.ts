import { XP_PER_SET } from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutine, enc, signUpPremium, totalXpOf } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';

/**
 * Issue 30 item 6: a participant's open session outlives the routine's deletion (decision 019). It can be
 * finished into the history, and it shows the XP its owner kept: the XP earned on the routine today is
 * taken back by the deletion (decision 005), from the session and its sets too.
 */
describe.each(testDialects())('a session whose routine is deleted (%s)', (dialect) => {
  let t: TestApp;
  let creator: SignedUpUser;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    creator = await signUpPremium(t);
  });
  afterAll(async () => t.close());

  const base = (name: string) => `/api/stryds/${creator.id}/${enc(name)}`;

  /** A participant of a new routine of the creator's who ticked `sets` sets of it. */
  async function joinedWithSets(sets: number) {
    const name = `Doomed ${dialect} ${++seq}`;
    await createRoutine(t, creator, name, {
      workouts: [{ workoutType: 'Bench Press', workoutSets: 4, workoutReps: '8', exerciseId: 'bench-press' }],
    });
    const lifter = await signUpPremium(t);
    const join = await injectAs(
      t.app,
      lifter,
      'POST',
      `/api/stryds/join-routine/${creator.id}/${enc(name)}`,
      {},
    );
    expect(join.statusCode).toBe(201);
    for (let s = 0; s < sets; s++) {
      const tick = await injectAs(t.app, lifter, 'PUT', `${base(name)}/sets/doomed-${dialect}-${seq}-${s}`, {
        workoutIndex: 0,
        setIndex: s,
        reps: 8,
        weightKg: 50,
        seconds: null,
        distanceM: null,
      });
      expect(tick.json().xp).not.toBeNull();
    }
    expect(await totalXpOf(t, lifter)).toBe(sets * XP_PER_SET);
    return { lifter, name };
  }

  /** A participant who ticked `sets` sets of a routine the creator then deleted. */
  async function participantWithSets(sets: number) {
    const { lifter, name } = await joinedWithSets(sets);
    const deleted = await injectAs(t.app, creator, 'DELETE', `/api/stryds/delete/${creator.id}/${enc(name)}`);
    expect(deleted.statusCode).toBe(200);
    // Today's XP on the routine is taken back.
    expect(await totalXpOf(t, lifter)).toBe(0);
    return { lifter, name };
  }

  it('the participant finishes it after the deletion: it goes to the history without the XP taken back', async () => {
    const { lifter, name } = await participantWithSets(2);
    const finished = await injectAs(t.app, lifter, 'POST', `${base(name)}/session/finish`, {
      durationMs: 1000,
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const session = finished.json().session;
    expect(session).toMatchObject({
      routineName: name,
      creatorId: null,
      setCount: 2,
      volumeKg: 800,
      xpEarned: 0,
      durationMs: expect.any(Number),
    });
    expect(session.finishedAt).not.toBeNull();

    const history = (await injectAs(t.app, lifter, 'GET', '/api/history')).json();
    expect(history.sessions.map((s: { id: string }) => s.id)).toEqual([session.id]);
    const detail = (await injectAs(t.app, lifter, 'GET', `/api/history/sessions/${session.id}`)).json();
    expect(detail.sets.map((s: { xpEarned: number; weightKg: number }) => [s.xpEarned, s.weightKg])).toEqual([
      [0, 50],
      [0, 50],
    ]);
    // Nothing of the routine is left to finish: neither it nor an open session of it.
    const again = await injectAs(t.app, lifter, 'POST', `${base(name)}/session/finish`, {});
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('ROUTINE_NOT_FOUND');
  });

  it('left unfinished, it is in the history the next time it is read, finished at its last set', async () => {
    const { lifter } = await participantWithSets(1);
    const history = (await injectAs(t.app, lifter, 'GET', '/api/history')).json();
    expect(history.sessions).toHaveLength(1);
    expect(history.sessions[0]).toMatchObject({ setCount: 1, xpEarned: 0, creatorId: null });
    expect(history.sessions[0].finishedAt).not.toBeNull();
    const exported = (await injectAs(t.app, lifter, 'GET', '/api/me/export')).json();
    expect(JSON.stringify(exported)).not.toContain('"xpEarned":10');
  });

  it('left unfinished, the export shows it finished at its last set, without the XP taken back', async () => {
    const { lifter, name } = await participantWithSets(1);
    const exported = (await injectAs(t.app, lifter, 'GET', '/api/me/export')).json();
    expect(exported.sessions).toHaveLength(1);
    expect(exported.sessions[0]).toMatchObject({ routineName: name, setCount: 1, xpEarned: 0 });
    expect(exported.sessions[0].finishedAt).not.toBeNull();
    const csv = await injectAs(t.app, lifter, 'GET', '/api/me/export.csv');
    expect(csv.body).toContain(name);
  });

  it('a participant who leaves keeps the open session, without the XP leaving took back', async () => {
    const { lifter, name } = await joinedWithSets(2);
    const left = await injectAs(
      t.app,
      lifter,
      'POST',
      `/api/stryds/leave-routine/${creator.id}/${enc(name)}`,
      {},
    );
    expect(left.statusCode, left.body).toBe(200);
    expect(await totalXpOf(t, lifter)).toBe(0);
    const open = (await injectAs(t.app, lifter, 'GET', `${base(name)}/session`)).json();
    expect(open.session.sets.map((s: { xpEarned: number }) => s.xpEarned)).toEqual([0, 0]);
    const finished = await injectAs(t.app, lifter, 'POST', `${base(name)}/session/finish`, {});
    expect(finished.json().session).toMatchObject({ setCount: 2, xpEarned: 0 });
  });
});

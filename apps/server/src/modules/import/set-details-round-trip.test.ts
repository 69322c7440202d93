import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SET_DETAIL_MESSAGES } from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutine, enc, signUpPremium } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';

const fixture = (name: string) => readFileSync(join(__dirname, 'test', name), 'utf8');

interface DetailSet {
  exerciseName: string;
  setType: string;
  rpe: number | null;
  rir: number | null;
  note: string | null;
  reps: number | null;
  weightKg: number | null;
}

const detailsOf = (sets: DetailSet[]) =>
  sets.map(({ exerciseName, setType, rpe, rir, note, reps, weightKg }) => ({
    exerciseName,
    setType,
    rpe,
    rir,
    note,
    reps,
    weightKg,
  }));

/** Issue 34 item 7: imports and exports keep set types, effort and notes, and our CSV imports back the same. */
describe.each(testDialects())('set details through import and export on %s', (dialect) => {
  let t: TestApp;

  const sessionsOf = async (user: SignedUpUser) => {
    const history = (await injectAs(t.app, user, 'GET', '/api/history?limit=50')).json();
    return Promise.all(
      history.sessions.map(async (s: { id: string }) =>
        (await injectAs(t.app, user, 'GET', `/api/history/sessions/${s.id}`)).json(),
      ),
    );
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('exports type, RPE, RIR and notes in JSON and CSV, and the CSV imports back into the same history', async () => {
    const lifter = await signUpPremium(t);
    const name = `Round trip ${dialect}`;
    await createRoutine(t, lifter, name, {
      workouts: [{ workoutType: 'Bench Press', workoutSets: 4, workoutReps: '5', exerciseId: 'bench-press' }],
    });
    const base = `/api/stryds/${lifter.id}/${enc(name)}`;
    const sets = [
      { reps: 10, weightKg: 40, setType: 'warmup', note: 'bar, then 40' },
      { reps: 5, weightKg: 80, rpe: 9.5, note: '=grindy, "last rep" slow' },
      { reps: 8, weightKg: 60, setType: 'drop', rir: 0 },
      { reps: 4, weightKg: 60, setType: 'failure', rir: 5 },
    ];
    for (const [setIndex, set] of sets.entries()) {
      const response = await injectAs(
        t.app,
        lifter,
        'PUT',
        `${base}/sets/trip-${dialect}-${setIndex}-abcdef`,
        {
          workoutIndex: 0,
          setIndex,
          seconds: null,
          distanceM: null,
          ...set,
        },
      );
      expect(response.statusCode).toBe(200);
    }
    await injectAs(t.app, lifter, 'POST', `${base}/session/finish`, { note: 'Deload week,\nshoulder fine' });

    const json = (await injectAs(t.app, lifter, 'GET', '/api/me/export')).json();
    const exported = json.sessions.at(-1);
    expect(exported).toMatchObject({ note: 'Deload week,\nshoulder fine', warmupVolumeKg: 400 });
    expect(exported.sets.map((s: DetailSet) => [s.setType, s.rpe, s.rir, s.note])).toEqual([
      ['warmup', null, null, 'bar, then 40'],
      ['working', 9.5, null, '=grindy, "last rep" slow'],
      ['drop', null, 0, null],
      ['failure', null, 5, null],
    ]);

    const csv = (await injectAs(t.app, lifter, 'GET', '/api/me/export.csv')).body;
    const newcomer = await signUpPremium(t);
    const imported = await injectAs(t.app, newcomer, 'POST', '/api/me/imports', { csv });
    expect(imported.statusCode).toBe(201);
    const [mine] = await sessionsOf(lifter);
    const [theirs] = await sessionsOf(newcomer);
    expect(detailsOf(theirs.sets)).toEqual(detailsOf(mine.sets));
    expect(theirs).toMatchObject({
      note: mine.note,
      volumeKg: mine.volumeKg,
      warmupVolumeKg: mine.warmupVolumeKg,
      setCount: mine.setCount,
    });
  });

  it('maps Strong W/D/F marks, RPE and both notes, and Hevy set_type, rpe, exercise notes and description', async () => {
    const user = await signUpPremium(t);
    await injectAs(t.app, user, 'POST', '/api/me/imports', { csv: fixture('strong.csv') });
    await injectAs(t.app, user, 'POST', '/api/me/imports', { csv: fixture('hevy.csv') });
    const sessions = await sessionsOf(user);
    const byName = (n: string) => sessions.find((s: { routineName: string }) => s.routineName === n);

    const push = byName('Push Day');
    expect(push.sets.slice(0, 3).map((s: DetailSet) => [s.setType, s.rpe, s.note])).toEqual([
      ['warmup', null, null],
      ['working', 8, 'felt strong, fast'],
      ['working', 8.5, null],
    ]);
    expect(push.warmupVolumeKg).toBe(400);
    const legs = byName('Leg Day');
    expect(legs.note).toBe('Knees ok');
    expect(legs.sets.map((s: DetailSet) => s.setType)).toEqual(['working', 'working', 'drop', 'working']);

    const upper = byName('Upper A');
    expect(upper.note).toBe('Upper day');
    expect(upper.sets.slice(0, 3).map((s: DetailSet) => [s.setType, s.rpe, s.note])).toEqual([
      ['warmup', null, 'Elbows in'],
      ['working', 8, null],
      ['failure', 10, null],
    ]);
  });

  it('lists a bad RPE as a bad row with its line', async () => {
    const user = await signUpPremium(t);
    const csv =
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n' +
      '2025-03-03 07:30:00,Push,30m,Bench Press,1,80,5,0,0,,,7.3\n';
    const preview = (await injectAs(t.app, user, 'POST', '/api/me/imports/preview', { csv })).json();
    expect(preview.badRows).toEqual([{ line: 2, reason: SET_DETAIL_MESSAGES.rpe }]);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  IMPORT_MAX_CHARS,
  IMPORT_MAX_JSON_CHARS,
  IMPORT_MESSAGES,
  SET_DETAIL_MESSAGES,
  warmUpPlace,
} from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutine, enc, signUpPremium } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';

const fixture = (name: string) => readFileSync(join(__dirname, 'test', name), 'utf8');

interface ExportedSet {
  id: string;
  exerciseName: string;
  xpEarned: number;
  records: string[];
  group: string | null;
  [field: string]: unknown;
}
interface ExportedSession {
  id: string;
  routineName: string;
  creatorId: string | null;
  xpEarned: number;
  recordCount: number;
  sets: ExportedSet[];
  [field: string]: unknown;
}

/**
 * The training data of an export, as another account's import of it must give it back: ids are new,
 * and what the first account earned (XP, record marks, the routine's creator) an import does not earn.
 */
const trainingOf = (sessions: ExportedSession[]) =>
  sessions.map(({ id: _id, creatorId: _c, xpEarned: _x, recordCount: _r, sets, ...session }) => ({
    ...session,
    sets: sets.map(({ id: _setId, xpEarned: _setXp, records: _records, ...set }) => set),
  }));

/** Issue 34 item 7 and decision 049: our JSON export imports back as the same history. */
describe.each(testDialects())('importing a Stryd JSON export on %s', (dialect) => {
  let t: TestApp;
  const exportOf = async (user: SignedUpUser) =>
    (await injectAs(t.app, user, 'GET', '/api/me/export')).json();
  const preview = (user: SignedUpUser, body: Record<string, unknown>) =>
    injectAs(t.app, user, 'POST', '/api/me/imports/preview', body);

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('gives a new account the same sessions, sets, types, effort, notes and supersets, and exports the same again', async () => {
    const lifter = await signUpPremium(t);
    const name = `JSON trip ${dialect}`;
    await createRoutine(t, lifter, name, {
      workouts: [
        {
          workoutType: 'Bench Press',
          workoutSets: 2,
          workoutReps: '5',
          exerciseId: 'bench-press',
          group: 'S',
        },
        { workoutType: 'Plank', workoutSets: 1, workoutReps: '60s', group: 'S' },
      ],
    });
    const base = `/api/stryds/${lifter.id}/${enc(name)}`;
    // A generated warm-up has a place of its own before set 1 (W1, decision 047); the pair is superset A.
    const ticks = [
      {
        workoutIndex: 0,
        setIndex: warmUpPlace(0),
        reps: 10,
        weightKg: 40,
        setType: 'warmup',
        note: 'bar, then 40',
      },
      { workoutIndex: 0, setIndex: 0, reps: 8, weightKg: 60, setType: 'warmup' },
      { workoutIndex: 0, setIndex: 1, reps: 5, weightKg: 82.5, rpe: 9.5, note: '=grindy, "slow"' },
      { workoutIndex: 1, setIndex: 0, seconds: 60, setType: 'failure', rir: 0 },
    ];
    for (const [n, tick] of ticks.entries()) {
      const logged = await injectAs(t.app, lifter, 'PUT', `${base}/sets/json-${dialect}-${n}-abcdef`, {
        reps: null,
        weightKg: null,
        seconds: null,
        distanceM: null,
        ...tick,
      });
      expect(logged.statusCode).toBe(200);
    }
    await injectAs(t.app, lifter, 'POST', `${base}/session/finish`, { note: 'Deload week' });
    // Hevy's supersets, distances and times come in too (and go out again with their letters).
    expect(
      (await injectAs(t.app, lifter, 'POST', '/api/me/imports', { csv: fixture('hevy.csv') })).statusCode,
    ).toBe(201);

    const first = await exportOf(lifter);
    const file = JSON.stringify(first);
    const newcomer = await signUpPremium(t);
    const previewed = await preview(newcomer, { csv: file });
    expect(previewed.statusCode).toBe(200);
    expect(previewed.json()).toMatchObject({
      source: 'stryd',
      sessions: 3,
      newSessions: 3,
      sets: 10,
      warmupSets: 3,
      badRowCount: 0,
    });
    const imported = await injectAs(t.app, newcomer, 'POST', '/api/me/imports', { csv: file });
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toMatchObject({ source: 'stryd', sessionCount: 3, setCount: 10 });

    const again = await exportOf(newcomer);
    expect(trainingOf(again.sessions)).toEqual(trainingOf(first.sessions));
    const trip = again.sessions.find((s: ExportedSession) => s.routineName === name);
    expect(trip.sets.map((s: ExportedSet) => [s.exerciseName, s.setIndex, s.group])).toEqual([
      ['Bench Press', warmUpPlace(0), 'A'],
      ['Bench Press', 0, 'A'],
      ['Bench Press', 1, 'A'],
      ['Plank', 0, 'A'],
    ]);
    const upper = again.sessions.find((s: ExportedSession) => s.routineName === 'Upper A');
    expect(upper.sets.map((s: ExportedSet) => [s.exerciseName, s.group])).toEqual([
      ['Bench Press (Barbell)', null],
      ['Bench Press (Barbell)', null],
      ['Bench Press (Barbell)', null],
      ['Pull Up (Assisted)', 'A'],
      ['Overhead Press (Barbell)', 'A'],
    ]);
    // A second import of the same file adds nothing.
    const twice = await injectAs(t.app, newcomer, 'POST', '/api/me/imports', { csv: file });
    expect(twice.json()).toMatchObject({ code: 'NOTHING_NEW', message: IMPORT_MESSAGES.nothingNew });
  });

  it('keeps groups in our CSV export too, and groups nothing a superset id holds alone', async () => {
    const lifter = await signUpPremium(t);
    const hevy =
      '"title","start_time","end_time","exercise_title","superset_id","set_type","weight_kg","reps","rpe"\n' +
      '"Pairs","5 Mar 2025, 07:30","5 Mar 2025, 08:00","Bench Press (Barbell)",1,"normal",80,5,8\n' +
      '"Pairs","5 Mar 2025, 07:30","5 Mar 2025, 08:00","Bent Over Row (Barbell)",1,"normal",60,8,\n' +
      '"Pairs","5 Mar 2025, 07:30","5 Mar 2025, 08:00","Squat (Barbell)",2,"normal",100,5,\n' +
      '"Pairs","5 Mar 2025, 07:30","5 Mar 2025, 08:00","Bicep Curl (Dumbbell)",3,"normal",12,10,\n' +
      '"Pairs","5 Mar 2025, 07:30","5 Mar 2025, 08:00","Triceps Pushdown",3,"normal",20,12,\n' +
      '"Pairs","5 Mar 2025, 07:30","5 Mar 2025, 08:00","Lateral Raise (Dumbbell)",3,"normal",8,15,\n';
    expect((await injectAs(t.app, lifter, 'POST', '/api/me/imports', { csv: hevy })).statusCode).toBe(201);
    const groups = (await exportOf(lifter)).sessions[0].sets.map((s: ExportedSet) => s.group);
    expect(groups).toEqual(['A', 'A', null, 'B', 'B', 'B']);

    const csv = (await injectAs(t.app, lifter, 'GET', '/api/me/export.csv')).body;
    expect(csv.split('\r\n')[0]).toMatch(/,RPE,RIR,Superset$/);
    const newcomer = await signUpPremium(t);
    expect((await injectAs(t.app, newcomer, 'POST', '/api/me/imports', { csv })).statusCode).toBe(201);
    const back = (await exportOf(newcomer)).sessions[0].sets;
    expect(back.map((s: ExportedSet) => [s.group, s.rpe])).toEqual([
      ['A', 8],
      ['A', null],
      [null, null],
      ['B', null],
      ['B', null],
      ['B', null],
    ]);
  });

  it('refuses a file that is not JSON, not our export, or holds a set it cannot take, with a clear 400', async () => {
    const user = await signUpPremium(t);
    const notJson = await preview(user, { csv: '{"format": "stryd-export",' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ code: 'BAD_JSON', message: IMPORT_MESSAGES.badJson });

    // A Stryd export may be larger than a CSV (JSON spends more characters on a set), up to its own limit.
    const roomy = await preview(user, { csv: `{${' '.repeat(IMPORT_MAX_CHARS)}` });
    expect(roomy.json()).toMatchObject({ code: 'BAD_JSON' });
    const huge = await preview(user, { csv: `{${' '.repeat(IMPORT_MAX_JSON_CHARS)}` });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toContain(IMPORT_MESSAGES.tooLargeJson);

    const other = await preview(user, { csv: JSON.stringify({ format: 'other', sessions: [] }) });
    expect(other.json()).toMatchObject({ code: 'UNKNOWN_FORMAT', message: IMPORT_MESSAGES.notStrydExport });
    const named = await preview(user, { csv: 'a,b\n1,2\n', format: 'stryd' });
    expect(named.json()).toMatchObject({ code: 'UNKNOWN_FORMAT', message: IMPORT_MESSAGES.notStrydExport });

    const session = {
      routineName: 'Push',
      startedAt: '2025-03-03T07:30:00.000Z',
      finishedAt: '2025-03-03T08:00:00.000Z',
      note: null,
      sets: [
        { workoutIndex: 0, setIndex: 0, exerciseId: 'bench-press', exerciseName: 'Bench Press', reps: 5 },
        { workoutIndex: 0, setIndex: 1, exerciseId: 'bench-press', exerciseName: 'Bench Press', rpe: 7.3 },
      ],
    };
    const document = { format: 'stryd-export', version: 1, sessions: [session] };
    const badRpe = await injectAs(t.app, user, 'POST', '/api/me/imports', { csv: JSON.stringify(document) });
    expect(badRpe.statusCode).toBe(400);
    expect(badRpe.json()).toMatchObject({
      code: 'BAD_EXPORT',
      message: `${IMPORT_MESSAGES.badExportSession} session 1 (2025-03-03), set 2: ${SET_DETAIL_MESSAGES.rpe}`,
    });
    const badShape = await preview(user, {
      csv: JSON.stringify({ ...document, sessions: [{ ...session, startedAt: 'yesterday' }] }),
    });
    expect(badShape.json()).toMatchObject({
      code: 'BAD_EXPORT',
      message: `${IMPORT_MESSAGES.badExportSession} session 1: startedAt is not as a Stryd export writes it.`,
    });
    // Nothing came in.
    expect((await exportOf(user)).sessions).toEqual([]);
  });
});

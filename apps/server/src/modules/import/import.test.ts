import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMPORT_MAX_CHARS, IMPORT_MESSAGES, todayIso } from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutine, enc, signUpPremium, snapshot, totalXpOf } from '../../test/stryd-fixtures';
import {
  createTestApp,
  injectAs,
  type SignedUpUser,
  signUp,
  type TestApp,
  testDialects,
} from '../../test/test-app';
import { IMPORT_BODY_LIMIT_BYTES } from './import.schemas';

const fixture = (name: string) => readFileSync(join(__dirname, 'test', name), 'utf8');
const STRONG = fixture('strong.csv');
const HEVY = fixture('hevy.csv');

/** Issue 17 item 3: a history imported from Strong's and Hevy's CSV exports, and undone. */
describe.each(testDialects())('importing a workout history on %s', (dialect) => {
  let t: TestApp;

  const preview = (user: SignedUpUser | null, body: Record<string, unknown>) =>
    injectAs(t.app, user, 'POST', '/api/me/imports/preview', body);
  const commit = (user: SignedUpUser | null, body: Record<string, unknown>) =>
    injectAs(t.app, user, 'POST', '/api/me/imports', body);
  const history = async (user: SignedUpUser) =>
    (await injectAs(t.app, user, 'GET', '/api/history?limit=50')).json();

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('previews a Strong export: workouts, sets, warm-ups counted (and kept as warm-ups), exercises matched to the library, and changes nothing', async () => {
    const user = await signUp(t.app);
    const before = await snapshot(t.context.database.db);
    const response = await preview(user, { csv: STRONG });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      source: 'strong',
      sessions: 2,
      sets: 9,
      newSessions: 2,
      duplicateSessions: 0,
      warmupSets: 1,
      firstDate: '2025-03-03T07:30:00.000Z',
      lastDate: '2025-03-05T18:00:00.000Z',
      exercises: [
        { name: 'Bench Press (Barbell)', exerciseId: 'bench-press', libraryName: 'Bench Press', sets: 3 },
        { name: 'Plank', exerciseId: 'plank', libraryName: 'Plank', sets: 1 },
        {
          name: 'Squat (Barbell)',
          exerciseId: 'barbell-back-squat',
          libraryName: 'Barbell Back Squat',
          sets: 3,
        },
        { name: 'Treadmill Run', exerciseId: 'treadmill-run', libraryName: expect.any(String), sets: 1 },
        { name: 'Zercher Wobble Lift', exerciseId: null, libraryName: null, sets: 1 },
      ],
      unmatched: ['Zercher Wobble Lift'],
      badRowCount: 0,
      badRows: [],
    });
    expect(await snapshot(t.context.database.db)).toEqual(before);
  });

  it('reads semicolon files with decimal commas, pounds when asked, and Hevy dates in the given time zone', async () => {
    const user = await signUp(t.app);
    const semicolon = (await preview(user, { csv: fixture('strong-semicolon.csv') })).json();
    expect(semicolon).toMatchObject({ source: 'strong', sessions: 1, sets: 2 });
    const hevy = await preview(user, { csv: HEVY, timeZone: 'Europe/Berlin' });
    expect(hevy.json()).toMatchObject({
      source: 'hevy',
      sessions: 2,
      sets: 6,
      warmupSets: 1,
      firstDate: '2025-03-03T06:30:00.000Z',
      unmatched: ['Pull Up (Assisted)'],
    });
    const record = (await commit(user, { csv: fixture('strong-semicolon.csv'), weightUnit: 'lb' })).json();
    const [detail] = (await history(user)).sessions;
    const sets = (await injectAs(t.app, user, 'GET', `/api/history/sessions/${detail.id}`)).json().sets;
    expect(record.setCount).toBe(2);
    expect(sets.map((s: { weightKg: number }) => s.weightKg)).toEqual([37.42, 38.56]);
  });

  it('lists bad rows by the line they start on; commits none of a file with bad rows unless asked to skip them', async () => {
    const user = await signUp(t.app);
    const csv = fixture('strong-bad-rows.csv');
    const answer = (await preview(user, { csv })).json();
    expect(answer).toMatchObject({ sessions: 1, sets: 2, badRowCount: 5 });
    expect(answer.badRows).toEqual([
      { line: 4, reason: 'Reps must be a whole number from 0 to 1,000.' },
      { line: 5, reason: "The date '2025-13-01 08:00:00' is not YYYY-MM-DD HH:MM:SS." },
      { line: 6, reason: 'Weight must be from 0 to 1,000 kg.' },
      { line: 7, reason: 'The exercise name is empty.' },
      { line: 8, reason: 'This row has 7 fields; the header has 12.' },
    ]);
    const before = await snapshot(t.context.database.db);
    const refused = await commit(user, { csv });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'BAD_ROWS',
      issues: expect.arrayContaining([
        { path: 'line 4', message: 'Reps must be a whole number from 0 to 1,000.' },
      ]),
    });
    expect(refused.json().issues).toHaveLength(5);
    expect(await snapshot(t.context.database.db)).toEqual(before);
    const skipped = await commit(user, { csv, skipBadRows: true });
    expect(skipped.statusCode).toBe(201);
    expect(skipped.json()).toMatchObject({ sessionCount: 1, setCount: 2, skippedRows: 5 });
  });

  it('imports finished sessions with their dates that earn no XP; history, streak, progress and records see them', async () => {
    const user = await signUpPremium(t);
    const today = todayIso(new Date());
    const recent = `${STRONG}${today} 06:00:00,"Push Day",30m,"Bench Press (Barbell)",1,70,5,0,0,,,\n`;
    const response = await commit(user, { csv: recent });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      source: 'strong',
      sessionCount: 3,
      setCount: 10,
      exerciseCount: 5,
      skippedRows: 0,
      duplicateSessions: 0,
      firstSessionAt: '2025-03-03T07:30:00.000Z',
    });
    expect(await totalXpOf(t, user)).toBe(0);
    const xpDays = await t.context.database.db
      .selectFrom('daily_user_xp')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(xpDays).toEqual([]);

    const answer = await history(user);
    expect(answer.streakWeeks).toBeGreaterThanOrEqual(1);
    const push = answer.sessions.find(
      (s: { startedAt: string }) => s.startedAt === '2025-03-03T07:30:00.000Z',
    );
    expect(push).toMatchObject({
      routineName: 'Push Day',
      creatorId: null,
      finishedAt: '2025-03-03T08:35:00.000Z',
      durationMs: 65 * 60_000,
      setCount: 5,
      volumeKg: 1292.5,
      warmupVolumeKg: 400,
      xpEarned: 0,
    });
    const detail = (await injectAs(t.app, user, 'GET', `/api/history/sessions/${push.id}`)).json();
    expect(
      detail.sets.map((s: { exerciseName: string; xpEarned: number }) => [s.exerciseName, s.xpEarned]),
    ).toEqual([
      ['Bench Press (Barbell)', 0],
      ['Bench Press (Barbell)', 0],
      ['Bench Press (Barbell)', 0],
      ['Zercher Wobble Lift', 0],
      ['Plank', 0],
    ]);
    const progress = (await injectAs(t.app, user, 'GET', '/api/exercises/bench-press/progress')).json();
    expect(progress.records.weightKg).toBe(82.5);
    expect(progress.points[0]).toMatchObject({ day: '2025-03-03', bestWeightKg: 82.5 });

    // A set ticked here afterwards competes with the imported ones: 80 kg is no weight record.
    const routine = `Import ${dialect}`;
    await createRoutine(t, user, routine, {
      workouts: [{ workoutType: 'Bench Press', workoutSets: 1, workoutReps: '5', exerciseId: 'bench-press' }],
    });
    const tick = await injectAs(
      t.app,
      user,
      'PUT',
      `/api/stryds/${user.id}/${enc(routine)}/sets/import-tick-${dialect}`,
      {
        workoutIndex: 0,
        setIndex: 0,
        reps: 5,
        weightKg: 80,
        seconds: null,
        distanceM: null,
      },
    );
    expect(tick.json().set.records).not.toContain('weight');
    expect(tick.json().set.xpEarned).toBe(10);
  });

  it('skips workouts already in the history (same start and name) and refuses a file with nothing new', async () => {
    const user = await signUp(t.app);
    expect((await commit(user, { csv: STRONG })).statusCode).toBe(201);
    expect((await preview(user, { csv: STRONG })).json()).toMatchObject({
      sessions: 2,
      newSessions: 0,
      duplicateSessions: 2,
      sets: 0,
    });
    const before = await snapshot(t.context.database.db);
    const again = await commit(user, { csv: STRONG });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'NOTHING_NEW', message: IMPORT_MESSAGES.nothingNew });
    expect(await snapshot(t.context.database.db)).toEqual(before);

    const more = `${STRONG}2025-03-07 07:30:00,"Push Day",1h,"Plank",1,0,0,0,75,,,\n`;
    const added = await commit(user, { csv: more });
    expect(added.json()).toMatchObject({ sessionCount: 1, setCount: 1, duplicateSessions: 2 });
    expect((await history(user)).sessions).toHaveLength(3);
  });

  it('lists imports newest first and undoes exactly one whole import; records go back to what remains', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const first = (await commit(user, { csv: fixture('strong-semicolon.csv') })).json();
    const second = (await commit(user, { csv: STRONG })).json();
    const theirs = (await commit(other, { csv: STRONG })).json();
    const list = (await injectAs(t.app, user, 'GET', '/api/me/imports')).json();
    expect(list.imports.map((i: { id: string }) => i.id).sort()).toEqual([first.id, second.id].sort());
    expect((await injectAs(t.app, other, 'GET', '/api/me/imports')).json().imports).toEqual([theirs]);

    const progress = async () =>
      (await injectAs(t.app, user, 'GET', '/api/exercises/bench-press/progress')).json().records.weightKg;
    expect(await progress()).toBe(85);

    // Nobody undoes another's import: not found, nothing changes.
    const before = await snapshot(t.context.database.db);
    const foreign = await injectAs(t.app, other, 'DELETE', `/api/me/imports/${first.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(await snapshot(t.context.database.db)).toEqual(before);

    const undone = await injectAs(t.app, user, 'DELETE', `/api/me/imports/${first.id}`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ id: first.id, removedSessions: 1, removedSets: 2 });
    const left = (await history(user)).sessions;
    expect(left.map((s: { routineName: string }) => s.routineName).sort()).toEqual(['Leg Day', 'Push Day']);
    expect(await progress()).toBe(82.5);
    expect((await injectAs(t.app, user, 'GET', '/api/me/imports')).json().imports).toEqual([second]);
    expect((await history(other)).sessions).toHaveLength(2);
    expect((await injectAs(t.app, user, 'DELETE', `/api/me/imports/${first.id}`)).statusCode).toBe(404);
    // The undone workouts can be imported again.
    expect((await commit(user, { csv: fixture('strong-semicolon.csv') })).statusCode).toBe(201);
  });

  it('refuses oversize, empty, garbage and mismatched files with a clear 400, changing nothing', async () => {
    const user = await signUp(t.app);
    const before = await snapshot(t.context.database.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ csv: 'x'.repeat(IMPORT_MAX_CHARS + 1) }, IMPORT_MESSAGES.tooLarge],
      [{ csv: '' }, IMPORT_MESSAGES.empty],
      [{ csv: 'hello world\nthis is not, a workout export\n' }, IMPORT_MESSAGES.unknownFormat],
      [{ csv: '\u0000\u0001PK\u0003\u0004 binary' }, IMPORT_MESSAGES.unknownFormat],
      [{ csv: STRONG, format: 'hevy' }, IMPORT_MESSAGES.unknownFormat],
      [{ csv: STRONG.split('\n')[0] }, IMPORT_MESSAGES.noSets],
      [
        { csv: `${STRONG}2025-03-09 07:30:00,"Push Day,1h` },
        'A quoted field that starts on line 12 is never closed.',
      ],
      [{ csv: STRONG, timeZone: 'Mars/Olympus' }, IMPORT_MESSAGES.timeZone],
    ];
    for (const [body, message] of cases) {
      for (const send of [preview, commit]) {
        const response = await send(user, body);
        expect(response.statusCode, message).toBe(400);
        expect(response.json().message).toContain(message);
      }
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/me/imports',
      headers: { origin: 'http://localhost:3000', cookie: user.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ csv: 'x'.repeat(IMPORT_BODY_LIMIT_BYTES + 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ code: 'FILE_TOO_LARGE', message: IMPORT_MESSAGES.tooLarge });
    expect(await snapshot(t.context.database.db)).toEqual(before);
  });

  it("reads back Stryd's own Strong-layout CSV export: a history moves between accounts unchanged", async () => {
    const [from, to] = [await signUp(t.app), await signUp(t.app)];
    await commit(from, { csv: STRONG });
    const exported = (await injectAs(t.app, from, 'GET', '/api/me/export.csv')).body;
    expect((await commit(to, { csv: exported })).json()).toMatchObject({ sessionCount: 2, setCount: 9 });
    const shape = async (user: SignedUpUser) =>
      (await history(user)).sessions.map((s: Record<string, unknown>) => [
        s.routineName,
        s.startedAt,
        s.durationMs,
        s.setCount,
        s.volumeKg,
        s.warmupVolumeKg,
        s.note,
      ]);
    expect(await shape(to)).toEqual(await shape(from));
  });

  it('answers 401 to anyone signed out', async () => {
    const requests = [
      injectAs(t.app, null, 'POST', '/api/me/imports/preview', { csv: STRONG }),
      injectAs(t.app, null, 'POST', '/api/me/imports', { csv: STRONG }),
      injectAs(t.app, null, 'GET', '/api/me/imports'),
      injectAs(t.app, null, 'DELETE', '/api/me/imports/some-import'),
    ];
    for (const response of await Promise.all(requests)) expect(response.statusCode).toBe(401);
  });
});

import { WORKOUT_GROUP_MESSAGES } from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutine, enc, routineBody, signUpPremium, snapshot } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';

/** Issue 34 item 3: supersets and circuits are kept with the routine's workouts, checked and answered. */
describe.each(testDialects())('supersets and circuits on %s', (dialect) => {
  let t: TestApp;
  let creator: SignedUpUser;
  let seq = 0;
  const db = () => t.context.database.db;
  const path = (name: string) => `/api/stryds/${creator.id}/${enc(name)}`;
  const move = (workoutType: string, group: string | null = null, extra: Record<string, unknown> = {}) => ({
    workoutType,
    workoutSets: 3,
    workoutReps: '10',
    group,
    ...extra,
  });
  const groupsOf = (body: { workouts: { group: string | null }[] }) => body.workouts.map((w) => w.group);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    creator = await signUpPremium(t);
  });
  afterAll(async () => t.close());

  it('saves a superset and a circuit, lettered A and B in routine order, and answers them on GET', async () => {
    const name = `Groups ${++seq}`;
    const created = await createRoutine(t, creator, name, {
      workouts: [
        move('Squats'),
        move('Bench Press', 'x'),
        move('Bent Over Row', 'x'),
        move('Push-ups', '7'),
        move('Crunches', '7'),
        move('Plank', '7'),
      ],
    });
    expect(groupsOf(created)).toEqual([null, 'A', 'A', 'B', 'B', 'B']);
    const view = (await injectAs(t.app, creator, 'GET', path(name))).json();
    expect(groupsOf(view)).toEqual([null, 'A', 'A', 'B', 'B', 'B']);
    const rows = await db()
      .selectFrom('workouts')
      .innerJoin('routines', 'routines.id', 'workouts.routine_id')
      .select('workouts.group_key')
      .where('routines.name', '=', name)
      .orderBy('workouts.position')
      .execute();
    expect(rows.map((r) => r.group_key)).toEqual([null, 'A', 'A', 'B', 'B', 'B']);
  });

  it.each([
    [
      'apart',
      [move('Squats', 'A'), move('Plank'), move('Lunges', 'A')],
      WORKOUT_GROUP_MESSAGES.notConsecutive,
    ],
    ['alone', [move('Squats', 'A'), move('Plank'), move('Lunges')], WORKOUT_GROUP_MESSAGES.tooSmall],
    ['badly named', [move('Squats', 'A!'), move('Plank', 'A!')], WORKOUT_GROUP_MESSAGES.key],
  ])(
    'refuses a group %s on create with a 400 that says why, saving nothing',
    async (_, workouts, message) => {
      const before = await snapshot(db());
      const response = await injectAs(t.app, creator, 'POST', `/api/stryds/${creator.id}`, {
        ...routineBody(`Bad ${++seq}`),
        workouts,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      expect(response.json().message).toContain(message);
      expect(await snapshot(db())).toEqual(before);
    },
  );

  it('edits the grouping: pairs two, breaks a pair, and refuses a split group with nothing changed', async () => {
    const name = `Edit groups ${++seq}`;
    await createRoutine(t, creator, name, {
      workouts: [move('Squats', 'A'), move('Lunges', 'A'), move('Plank'), move('Crunches')],
    });
    const edit = (workouts: unknown[], version: number) =>
      injectAs(t.app, creator, 'PATCH', path(name), { ...routineBody(name), version, workouts });

    const regrouped = await edit(
      [
        move('Squats', null, { from: 0 }),
        move('Lunges', null, { from: 1 }),
        move('Plank', 'P', { from: 2 }),
        move('Crunches', 'P', { from: 3 }),
      ],
      1,
    );
    expect(regrouped.statusCode).toBe(200);
    expect(groupsOf(regrouped.json())).toEqual([null, null, 'A', 'A']);

    const before = await snapshot(db());
    const refused = await edit(
      [
        move('Plank', 'A', { from: 2 }),
        move('Squats', null, { from: 0 }),
        move('Crunches', 'A', { from: 3 }),
        move('Lunges', null, { from: 1 }),
      ],
      2,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(WORKOUT_GROUP_MESSAGES.notConsecutive);
    expect(await snapshot(db())).toEqual(before);
    expect(groupsOf((await injectAs(t.app, creator, 'GET', path(name))).json())).toEqual([
      null,
      null,
      'A',
      'A',
    ]);
  });

  it('keeps a generated routine’s superset when it is saved', async () => {
    const response = await injectAs(t.app, creator, 'POST', `/api/stryds/${creator.id}`, {
      routineCreationType: 'generated',
      routineName: `Coach ${++seq}`,
      estimatedTimeMinutes: 30,
      routineReason: 'Pairs.',
      level: 'Beginner',
      duration: '30 mins',
      routineEquipments: [],
      workouts: [
        move('Push-ups', 'A'),
        move('Pull-ups', 'A'),
        move('Squats'),
        move('Plank'),
        move('Crunches'),
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(groupsOf(response.json())).toEqual(['A', 'A', null, null, null]);
  });

  it('keeps the superset a set was ticked in with the set: history and the export show it after the routine changes', async () => {
    const name = `Ticked groups ${++seq}`;
    await createRoutine(t, creator, name, {
      workouts: [move('Bench Press', 'x'), move('Bent Over Row', 'x'), move('Plank')],
    });
    for (const workoutIndex of [0, 1, 2]) {
      const ticked = await injectAs(
        t.app,
        creator,
        'PUT',
        `${path(name)}/sets/grouped-${seq}-${workoutIndex}`,
        {
          workoutIndex,
          setIndex: 0,
          reps: 10,
          weightKg: null,
          seconds: null,
          distanceM: null,
        },
      );
      expect(ticked.statusCode).toBe(200);
      expect(ticked.json().set.group).toBe(workoutIndex < 2 ? 'A' : null);
    }
    const finished = await injectAs(t.app, creator, 'POST', `${path(name)}/session/finish`, {});
    const sessionId: string = finished.json().session.id;
    // The routine is regrouped afterwards: what was done stays as it was done.
    const edited = await injectAs(t.app, creator, 'PATCH', path(name), {
      ...routineBody(name),
      version: 1,
      workouts: [
        move('Bench Press', null, { from: 0 }),
        move('Bent Over Row', 'P', { from: 1 }),
        move('Plank', 'P', { from: 2 }),
      ],
    });
    expect(edited.statusCode).toBe(200);

    const detail = (await injectAs(t.app, creator, 'GET', `/api/history/sessions/${sessionId}`)).json();
    const groupOf = (sets: { workoutIndex: number; group: string | null }[]) =>
      [...sets].sort((a, b) => a.workoutIndex - b.workoutIndex).map((set) => set.group);
    expect(groupOf(detail.sets)).toEqual(['A', 'A', null]);
    const exported = (await injectAs(t.app, creator, 'GET', '/api/me/export')).json();
    const session = exported.sessions.find((s: { id: string }) => s.id === sessionId);
    expect(groupOf(session.sets)).toEqual(['A', 'A', null]);
  });

  it('exports each routine workout with its group', async () => {
    const name = `Export groups ${++seq}`;
    await createRoutine(t, creator, name, {
      workouts: [move('Curls', 'A'), move('Pushdowns', 'A'), move('Plank')],
    });
    const exported = (await injectAs(t.app, creator, 'GET', '/api/me/export')).json();
    const routine = exported.routines.find((r: { routineName: string }) => r.routineName === name);
    expect(routine.workouts.map((w: { group: string | null }) => w.group)).toEqual(['A', 'A', null]);
  });
});

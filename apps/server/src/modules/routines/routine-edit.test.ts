import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutine, enc, routineBody, setPlan, signUpPremium, snapshot } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';
import { notDeleteableMessage, STALE_EDIT_MESSAGE } from './routine-edit.service';

/** Issue 15 item 4: the creator edits a routine; participants keep their XP; stale edits are refused. */
describe.each(testDialects())('editing a routine on %s', (dialect) => {
  let t: TestApp;
  let creator: SignedUpUser;
  let member: SignedUpUser;
  let seq = 0;
  const db = () => t.context.database.db;
  const path = (name: string) => `/api/stryds/${creator.id}/${enc(name)}`;
  const patch = (name: string, body: Record<string, unknown>, user = creator) =>
    injectAs(t.app, user, 'PATCH', path(name), body);
  const view = async (name: string, user = creator) =>
    (await injectAs(t.app, user, 'GET', path(name))).json();

  /** A routine: Squats (deleteable), Plank (not deleteable), Lunges (deleteable), with one member. */
  async function fresh(): Promise<string> {
    const name = `Edit ${++seq}`;
    await createRoutine(t, creator, name, {
      workouts: [
        { workoutType: 'Squats', workoutSets: 3, workoutReps: '12' },
        { workoutType: 'Plank', workoutSets: 2, workoutReps: '30s', deleteable: false },
        { workoutType: 'Lunges', workoutSets: 2, workoutReps: '10' },
      ],
    });
    await injectAs(t.app, member, 'POST', `/api/stryds/join-routine/${creator.id}/${enc(name)}`, {});
    return name;
  }

  const edited = (name: string, overrides: Record<string, unknown> = {}) => ({
    ...routineBody(name),
    version: 1,
    workouts: [
      { workoutType: 'Squats', workoutSets: 3, workoutReps: '12', from: 0 },
      { workoutType: 'Plank', workoutSets: 2, workoutReps: '30s', from: 1 },
      { workoutType: 'Lunges', workoutSets: 2, workoutReps: '10', from: 2 },
    ],
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [creator, member] = await Promise.all([signUpPremium(t), signUpPremium(t)]);
  });
  afterAll(async () => t.close());

  it('saves every field, the new order and new workouts; participants keep their routine XP', async () => {
    const name = await fresh();
    await injectAs(t.app, member, 'POST', `/api/stryds/increment-routine-xp/${creator.id}/${enc(name)}`, {});
    const response = await patch(
      name,
      edited(name, {
        routineName: `${name} Renamed`,
        routineDescription: 'Now with rows',
        routineEquipments: ['Dumbbells', 'Kettlebell'],
        level: 'Advanced',
        duration: '60 mins',
        estimatedTimeMinutes: undefined,
        restDays: 2,
        workouts: [
          { workoutType: 'Plank', workoutSets: 3, workoutReps: '45s', from: 1 },
          { workoutType: 'Dumbbell Rows', workoutSets: 4, workoutReps: '8', exerciseId: 'dumbbell-rows' },
          { workoutType: 'Squats', workoutSets: 3, workoutReps: '12', from: 0 },
        ],
      }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      routineName: `${name} Renamed`,
      routineDescription: 'Now with rows',
      routineEquipments: ['Dumbbells', 'Kettlebell'],
      level: 'Advanced',
      duration: '60 mins',
      estimatedTimeMinutes: '60',
      restDays: 2,
      version: 2,
    });
    // Each workout also says how its sets are measured and rested (from the library exercise).
    expect(body.workouts).toEqual([
      {
        workoutType: 'Plank',
        workoutSets: 3,
        workoutReps: '45s',
        deleteable: false,
        exerciseId: 'plank',
        measure: 'time',
        group: null,
        category: 'core',
      },
      {
        workoutType: 'Dumbbell Rows',
        workoutSets: 4,
        workoutReps: '8',
        deleteable: true,
        exerciseId: 'dumbbell-rows',
        measure: 'weight_reps',
        group: null,
        category: 'strength',
        loadedWith: 'dumbbell',
      },
      {
        workoutType: 'Squats',
        workoutSets: 3,
        workoutReps: '12',
        deleteable: true,
        exerciseId: 'squats',
        measure: 'reps',
        group: null,
        category: 'strength',
      },
    ]);
    const board = (await view(`${name} Renamed`)).participants;
    expect(board.find((p: { userID: string }) => p.userID === member.id)?.userRoutineXP).toBe(10);
  });

  it('keeps old links working after a rename, until another routine takes the old name', async () => {
    const name = await fresh();
    await patch(name, edited(name, { routineName: `${name} New` }));
    const old = await injectAs(t.app, member, 'GET', path(name));
    expect(old.statusCode).toBe(200);
    expect(old.json().routineName).toBe(`${name} New`);
    await createRoutine(t, creator, name);
    expect((await view(name)).workouts).toHaveLength(2);
    expect((await view(name)).routineName).toBe(name);
  });

  it('refuses an edit made from an older version, and changes nothing', async () => {
    const name = await fresh();
    expect((await patch(name, edited(name, { routineDescription: 'first' }))).statusCode).toBe(200);
    const before = await snapshot(db());
    const stale = await patch(name, edited(name, { routineDescription: 'second' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'ROUTINE_CHANGED', message: STALE_EDIT_MESSAGE });
    expect(await snapshot(db())).toEqual(before);
  });

  it('of two edits at once from one version, exactly one is saved and the other is told', async () => {
    const name = await fresh();
    const answers = await Promise.all(
      ['A', 'B', 'C', 'D'].map((tag) => patch(name, edited(name, { routineDescription: tag }))),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().routineDescription;
    expect((await view(name)).routineDescription).toBe(winner);
    expect((await view(name)).version).toBe(2);
  });

  it('deletes a workout only where its deleteable flag allows', async () => {
    const name = await fresh();
    const before = await snapshot(db());
    const locked = await patch(
      name,
      edited(name, { workouts: [{ workoutType: 'Squats', workoutSets: 3, workoutReps: '12', from: 0 }] }),
    );
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual({ code: 'WORKOUT_NOT_DELETEABLE', message: notDeleteableMessage('Plank') });
    expect(await snapshot(db())).toEqual(before);
    // Lunges may go; the flag of a kept workout cannot be lifted by the edit.
    const allowed = await patch(
      name,
      edited(name, {
        workouts: [
          { workoutType: 'Plank', workoutSets: 2, workoutReps: '30s', from: 1, deleteable: true },
          { workoutType: 'Squats', workoutSets: 3, workoutReps: '12', from: 0 },
        ],
      }),
    );
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().workouts.map((w: { deleteable: boolean }) => w.deleteable)).toEqual([false, true]);
  });

  it.each([
    [
      'a workout the routine does not have',
      { workouts: [{ workoutType: 'X', workoutSets: 1, workoutReps: '1', from: 7 }] },
      400,
    ],
    [
      'the same workout twice',
      {
        workouts: [
          { workoutType: 'X', workoutSets: 1, workoutReps: '1', from: 0 },
          { workoutType: 'Y', workoutSets: 1, workoutReps: '1', from: 0 },
        ],
      },
      400,
    ],
    ['no workouts', { workouts: [] }, 400],
    ['no version', { version: undefined }, 400],
    [
      'an unknown exercise id',
      { workouts: [{ workoutType: 'X', workoutSets: 1, workoutReps: '1', exerciseId: 'nope' }] },
      400,
    ],
  ])('refuses %s with a clear 4xx and changes nothing', async (_label, overrides, status) => {
    const name = await fresh();
    const before = await snapshot(db());
    const response = await patch(name, edited(name, overrides));
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await snapshot(db())).toEqual(before);
  });

  it("refuses a name the creator already uses, another user's edit, and a missing routine", async () => {
    const name = await fresh();
    const other = await fresh();
    const before = await snapshot(db());
    const taken = await patch(name, edited(name, { routineName: other.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('ROUTINE_NAME_TAKEN');
    expect((await injectAs(t.app, member, 'PATCH', path(name), edited(name))).statusCode).toBe(403);
    expect((await patch('No Such Routine', edited('No Such Routine'))).statusCode).toBe(404);
    expect(await snapshot(db())).toEqual(before);
  });

  it('needs premium: a creator whose plan lapsed gets 402', async () => {
    const name = await fresh();
    await setPlan(t, creator.id, 'free');
    try {
      const response = await patch(name, edited(name));
      expect(response.statusCode).toBe(402);
      expect(response.json().message).toBe('Editing routines is a premium feature');
    } finally {
      await setPlan(t, creator.id, 'stryd-monthly');
    }
  });

  it('deleting a routine forgets its old names', async () => {
    const name = await fresh();
    await patch(name, edited(name, { routineName: `${name} Gone` }));
    await injectAs(t.app, creator, 'DELETE', `/api/stryds/delete/${creator.id}/${enc(`${name} Gone`)}`);
    expect((await injectAs(t.app, creator, 'GET', path(name))).statusCode).toBe(404);
    const left = await db()
      .selectFrom('routine_renames')
      .selectAll()
      .where('creator_id', '=', creator.id)
      .execute();
    expect(left.filter((r) => r.name_key.startsWith(name.toLowerCase()))).toEqual([]);
  });
});

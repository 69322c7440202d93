import { EXERCISES } from '@stryd/domain';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillExerciseIds } from '../../db/migrations/0013-workout-exercise-ids';
import { enc, preferencesBody, routineBody, signUpPremium, snapshot } from '../../test/stryd-fixtures';
import {
  createTestApp,
  injectAs,
  type SignedUpUser,
  signUp,
  type TestApp,
  testDialects,
} from '../../test/test-app';
import { EXERCISE_NOT_FOUND, INVALID_EXERCISE_ID } from './exercises.service';

describe('exercise library API', () => {
  let t: TestApp;
  let member: SignedUpUser;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    member = await signUp(t.app);
  });
  afterAll(async () => t.close());

  it('lists what may be swapped in for an exercise: same main muscle and measure, cacheable', async () => {
    const response = await get('/api/exercises/bench-press/swaps');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeDefined();
    const ids = response.json().items.map((e: { id: string }) => e.id);
    expect(ids).toContain('dumbbell-bench-press');
    expect(ids).not.toContain('bench-press');
    expect(ids).not.toContain('push-ups');
    expect((await get('/api/exercises/no-such-exercise/swaps')).json().message).toBe(EXERCISE_NOT_FOUND);
    expect((await get('/api/exercises/Bad%20Id/swaps')).json().message).toBe(INVALID_EXERCISE_ID);
  });

  it('lists the whole library to anyone, signed in or not, cacheable', async () => {
    for (const response of [
      await get('/api/exercises'),
      await injectAs(t.app, member, 'GET', '/api/exercises'),
    ]) {
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.total).toBe(EXERCISES.length);
      expect(body.items).toHaveLength(EXERCISES.length);
      expect(body.items[0]).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        aliases: expect.any(Array),
        primaryMuscles: expect.any(Array),
        equipment: expect.any(Array),
        category: expect.any(String),
        measure: expect.any(String),
        difficulty: expect.any(String),
        unilateral: expect.any(Boolean),
      });
      expect(response.headers['cache-control']).toContain('public');
      expect(response.headers.etag).toMatch(/^"lib-[0-9a-f]{16}"$/);
    }
  });

  it('answers 304 to a client that holds the current library', async () => {
    const first = await get('/api/exercises?q=plank');
    const again = await get('/api/exercises?q=plank', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await get('/api/exercises?q=plank', { 'if-none-match': '"lib-0000000000000000"' });
    expect(stale.statusCode).toBe(200);
  });

  it('searches by name or alias in any spelling, and filters by muscle and equipment', async () => {
    const ids = (await get('/api/exercises?q=push%20ups')).json().items.map((e: { id: string }) => e.id);
    expect(ids[0]).toBe('push-ups');
    const kettlebell = (await get('/api/exercises?equipment=Kettlebell&muscle=Glutes')).json().items;
    expect(kettlebell.length).toBeGreaterThan(0);
    for (const e of kettlebell) expect(e.equipment).toContain('Kettlebell');
    const bodyweight = (await get('/api/exercises?equipment=Bodyweight')).json().items;
    for (const e of bodyweight) expect(e.equipment).toEqual([]);
    // An empty filter is no filter.
    expect((await get('/api/exercises?q=&muscle=&equipment=')).json().items).toHaveLength(EXERCISES.length);
  });

  // The /exercises page and the routine form's picker both search through this route.
  it('forgives one wrong, missing or swapped letter per word, exact matches first', async () => {
    const idsFor = async (q: string) =>
      (await get(`/api/exercises?q=${enc(q)}`)).json().items.map((e: { id: string }) => e.id);
    for (const typo of ['bech press', 'bnech press', 'bemch press'])
      expect((await idsFor(typo))[0]).toBe('bench-press');
    expect(await idsFor('benchpress')).toContain('bench-press');
    expect((await idsFor('plank'))[0]).toBe('plank');
  });

  it.each([
    ['/api/exercises?muscle=Spleen', 'Unknown muscle.'],
    ['/api/exercises?equipment=Sofa', 'Unknown equipment.'],
    [`/api/exercises?q=${'x'.repeat(81)}`, ''],
  ])('refuses %s with a clear 400', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining(message),
    });
  });

  it('shows one exercise with how-to, muscles, the demo search and alternatives', async () => {
    const response = await get('/api/exercises/push-ups');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: 'push-ups',
      name: 'Push-ups',
      primaryMuscles: ['Chest'],
      equipment: [],
      measure: 'reps',
      videoSearchUrl: 'https://www.youtube.com/results?search_query=Push-ups%20exercise%20demo',
    });
    expect(body.howTo.length).toBeGreaterThan(40);
    expect(body.alternatives.length).toBeGreaterThan(0);
    for (const alternative of body.alternatives) expect(alternative.primaryMuscles[0]).toBe('Chest');
    expect(response.headers['cache-control']).toContain('public');
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    const missing = await get('/api/exercises/no-such-move');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'EXERCISE_NOT_FOUND', message: EXERCISE_NOT_FOUND });
    for (const id of ['Push-Ups', 'push_ups', enc('<b>x</b>'), '-x']) {
      const bad = await get(`/api/exercises/${id}`);
      expect(bad.statusCode, id).toBe(400);
      expect(bad.json()).toEqual({ code: 'INVALID_EXERCISE_ID', message: INVALID_EXERCISE_ID });
    }
  });
});

describe.each(testDialects())('workouts and library ids on %s', (dialect) => {
  let t: TestApp;
  let creator: SignedUpUser;
  const db = () => t.context.database.db;
  const create = (body: Record<string, unknown>) =>
    injectAs(t.app, creator, 'POST', `/api/stryds/${creator.id}`, body);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    creator = await signUpPremium(t);
  });
  afterAll(async () => t.close());

  it('gives each workout the library id its name resolves to, or the id it names; custom names get none', async () => {
    const response = await create(
      routineBody('Ids', {
        workouts: [
          { workoutType: 'push ups', workoutSets: 3, workoutReps: '10' },
          { workoutType: 'My slow push-ups', workoutSets: 3, workoutReps: '8', exerciseId: 'push-ups' },
          { workoutType: 'Moon Walk', workoutSets: 2, workoutReps: '30s' },
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().workouts.map((w: { exerciseId: string | null }) => w.exerciseId)).toEqual([
      'push-ups',
      'push-ups',
      null,
    ]);
  });

  it.each([
    ['an unknown id', 'no-such-move', 400, 'UNKNOWN_EXERCISE'],
    ['a malformed id', 'Push Ups!', 400, 'VALIDATION_ERROR'],
  ])('refuses %s with a clear 400 and saves nothing', async (_label, exerciseId, status, code) => {
    const before = await snapshot(db());
    const response = await create(
      routineBody('Bad id', {
        workouts: [{ workoutType: 'Plank', workoutSets: 3, workoutReps: '30s', exerciseId }],
      }),
    );
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, message: expect.stringContaining('Unknown exercise.') });
    expect(await snapshot(db())).toEqual(before);
  });

  it('saves a generated routine under the first free variant of a name its creator already has', async () => {
    await injectAs(t.app, creator, 'POST', `/api/interests/${creator.id}`, preferencesBody());
    const generated = {
      routineName: 'Solid Full-Body Builder',
      estimatedTimeMinutes: 30,
      routineReason: 'Two sentences. About your goal.',
      routineCreationType: 'generated',
      workouts: ['Push-Ups', 'Plank', 'Burpees', 'Lunges', 'Wall Sit'].map((workoutType) => ({
        workoutType,
        workoutSets: 3,
        workoutReps: '10-15',
      })),
    };
    const names = [];
    for (let i = 0; i < 3; i++) {
      const response = await create(generated);
      expect(response.statusCode).toBe(201);
      names.push(response.json().routineName);
    }
    expect(names).toEqual([
      'Solid Full-Body Builder',
      'Solid Full-Body Builder (2)',
      'Solid Full-Body Builder (3)',
    ]);
    // A hand-made routine still may not take a name that is in use.
    const handMade = await create(routineBody('Solid Full-Body Builder'));
    expect(handMade.statusCode).toBe(409);
  });

  it('the migration gives workouts saved before the library the id their name resolves to', async () => {
    await create(
      routineBody('Old one', {
        workouts: [{ workoutType: 'Star Jumps', workoutSets: 3, workoutReps: '20' }],
      }),
    );
    await db().updateTable('workouts').set({ exercise_id: null }).execute();
    await backfillExerciseIds(db() as unknown as Kysely<unknown>);
    const row = await db()
      .selectFrom('workouts')
      .select('exercise_id')
      .where('type', '=', 'Star Jumps')
      .executeTakeFirst();
    expect(row?.exercise_id).toBe('jumping-jacks');
  });
});

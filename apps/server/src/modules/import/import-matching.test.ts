import { IMPORT_MESSAGES } from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type SignedUpUser, signUp, type TestApp } from '../../test/test-app';

const STRONG = `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
2025-03-03 07:30:00,Legs,1h,Squat (Barbell),1,100,5,0,0,,,
2025-03-03 07:30:00,Legs,1h,Squat (Smith Machine),1,60,8,0,0,,,
2025-03-03 07:30:00,Legs,1h,Zercher Wobble Lift,1,40,8,0,0,,,
`;
const HEVY = `"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
"Pull","3 Mar 2025, 07:30","3 Mar 2025, 08:30","","Pull Up",,"",0,"normal",,8,,,
"Pull","3 Mar 2025, 07:30","3 Mar 2025, 08:30","","Bicep Curl (Dumbbell)",,"",0,"normal",12,10,,,
`;

type PreviewExercise = { name: string; exerciseId: string | null };

/** Issue 30 item 11: exported names are matched by name and equipment, and the preview can fix a match. */
describe('matching imported exercises to the library', () => {
  let t: TestApp;
  const preview = (user: SignedUpUser, body: Record<string, unknown>) =>
    injectAs(t.app, user, 'POST', '/api/me/imports/preview', body);
  const matchesOf = async (user: SignedUpUser, body: Record<string, unknown>) => {
    const response = await preview(user, body);
    expect(response.statusCode).toBe(200);
    return Object.fromEntries(
      response.json().exercises.map((e: PreviewExercise) => [e.name, e.exerciseId]),
    ) as Record<string, string | null>;
  };

  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it("files Strong's barbell squat under the barbell back squat, and Hevy's pull-ups and curls", async () => {
    const user = await signUp(t.app);
    expect(await matchesOf(user, { csv: STRONG })).toEqual({
      'Squat (Barbell)': 'barbell-back-squat',
      // No Smith machine in the library: kept as the person's own, never under bodyweight squats.
      'Squat (Smith Machine)': null,
      'Zercher Wobble Lift': null,
    });
    expect(await matchesOf(user, { csv: HEVY })).toEqual({
      'Bicep Curl (Dumbbell)': 'dumbbell-bicep-curls',
      'Pull Up': 'pull-ups',
    });
  });

  it('imports with the matches picked in the preview: a library exercise, or none', async () => {
    const user = await signUp(t.app);
    const matches = { 'Zercher Wobble Lift': 'barbell-front-squat', 'Squat (Barbell)': null };
    const previewed = await preview(user, { csv: STRONG, matches });
    expect(previewed.json()).toMatchObject({ unmatched: ['Squat (Barbell)', 'Squat (Smith Machine)'] });
    expect(previewed.json().exercises).toContainEqual({
      name: 'Zercher Wobble Lift',
      exerciseId: 'barbell-front-squat',
      libraryName: 'Barbell Front Squat',
      sets: 1,
    });
    const imported = await injectAs(t.app, user, 'POST', '/api/me/imports', { csv: STRONG, matches });
    expect(imported.statusCode).toBe(201);
    const progress = await injectAs(t.app, user, 'GET', '/api/exercises/barbell-front-squat/progress');
    expect(progress.json().records).toMatchObject({ weightKg: 40 });
    const backSquat = await injectAs(t.app, user, 'GET', '/api/exercises/barbell-back-squat/progress');
    expect(backSquat.json().points).toEqual([]);
  });

  it('refuses a picked exercise the library does not have, and changes nothing', async () => {
    const user = await signUp(t.app);
    for (const matches of [{ 'Zercher Wobble Lift': 'no-such-move' }, { 'Pull Up': 'Not An Id' }]) {
      for (const url of ['/api/me/imports/preview', '/api/me/imports']) {
        const response = await injectAs(t.app, user, 'POST', url, { csv: STRONG, matches });
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'UNKNOWN_EXERCISE',
          message: IMPORT_MESSAGES.unknownExercise,
        });
      }
    }
    expect((await injectAs(t.app, user, 'GET', '/api/me/imports')).json().imports).toEqual([]);
  });
});

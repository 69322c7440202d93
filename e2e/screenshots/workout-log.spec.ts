import type { APIRequestContext } from '@playwright/test';
import { setPlan } from '../support/admin';
import { expect, newUser, signUpViaApi, test } from '../support/fixtures';
import { shoot } from './shoot';

/** Logs one session of the routine through the API: `sets` as [workoutIndex, setIndex, kg, reps]. */
async function logSession(api: APIRequestContext, base: string, sets: number[][]): Promise<string> {
  for (const [workoutIndex, setIndex, weightKg, reps] of sets) {
    const answer = await api.put(`${base}/sets/${crypto.randomUUID()}`, {
      data: { workoutIndex, setIndex, reps, weightKg: weightKg || null, seconds: null, distanceM: null },
    });
    expect(answer.status()).toBe(200);
  }
  const finished = await api.post(`${base}/session/finish`, { data: {} });
  return ((await finished.json()) as { session: { id: string } }).session.id;
}

test('the workout log: a workout under way, history, a session and progress', async ({ page }) => {
  test.setTimeout(120_000);
  const lifter = newUser('lifter');
  const id = await signUpViaApi(page.request, lifter);
  setPlan(lifter.username);
  const saved = await page.request.post(`/api/stryds/${id}`, {
    data: {
      routineName: 'Push Day',
      routineDescription: 'Bench, press and dips.',
      routineEquipments: ['Barbell', 'Bench Press'],
      level: 'Intermediate',
      duration: '45 mins',
      workouts: [
        { workoutType: 'Bench Press', workoutSets: 3, workoutReps: '8', exerciseId: 'bench-press' },
        {
          workoutType: 'Barbell Overhead Press',
          workoutSets: 3,
          workoutReps: '8',
          exerciseId: 'barbell-overhead-press',
        },
        { workoutType: 'Plank', workoutSets: 2, workoutReps: '45s', exerciseId: 'plank' },
      ],
    },
  });
  expect(saved.status()).toBe(201);
  const base = `/api/stryds/${id}/Push%20Day`;
  await logSession(page.request, base, [
    [0, 0, 80, 8],
    [0, 1, 80, 8],
    [0, 2, 80, 7],
    [1, 0, 40, 8],
    [1, 1, 40, 8],
  ]);
  const latest = await logSession(page.request, base, [
    [0, 0, 82.5, 8],
    [0, 1, 82.5, 8],
    [0, 2, 82.5, 8],
    [1, 0, 42.5, 6],
  ]);

  await shoot(page, 'workout-log', async () => {
    await page.goto(`/stryd/${id}/Push%20Day`);
    const weight = page.getByRole('spinbutton', { name: 'Weight for set 1 of Bench Press (kg)' });
    await expect(weight).toHaveValue('82.5');
    if (!(await page.getByRole('checkbox', { name: 'Set 1 of Bench Press' }).isChecked())) {
      await page.getByRole('checkbox', { name: 'Set 1 of Bench Press' }).click();
      await expect(page.getByRole('timer', { name: 'Rest' })).toBeVisible();
    }
    await page.getByRole('heading', { name: 'Workouts' }).scrollIntoViewIfNeeded();
  });
  await page.request.post(`${base}/session/finish`, { data: {} });
  await shoot(page, 'history', async () => {
    await page.goto('/history');
    await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
  });
  await shoot(page, 'session', async () => {
    await page.goto(`/history/${latest}`);
    await expect(page.getByText('Bench Press').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
  });
  await shoot(page, 'exercise-progress', async () => {
    await page.goto('/exercises/bench-press');
    await page.getByRole('heading', { name: 'Your progress' }).scrollIntoViewIfNeeded();
  });
});

import { setPlan } from '../support/admin';
import { expect, newUser, signUpViaApi, test } from '../support/fixtures';
import { shoot } from './shoot';

test('exercise library, exercise page, picker and routine editor', async ({ page }) => {
  test.setTimeout(120_000);
  await shoot(page, 'exercises', async () => {
    await page.goto('/exercises?muscle=Chest');
    await expect(page.getByRole('list', { name: 'Exercises' })).toBeVisible();
  });
  await shoot(page, 'exercise', async () => {
    await page.goto('/exercises/dumbbell-goblet-squat');
    await expect(page.getByRole('heading', { name: 'How to do it' })).toBeVisible();
  });

  const coach = newUser('coach');
  const id = await signUpViaApi(page.request, coach);
  setPlan(coach.username);
  await shoot(page, 'exercise-picker', async () => {
    await page.goto('/add-routine');
    await page.getByRole('combobox', { name: 'Workout type' }).scrollIntoViewIfNeeded();
    await page.getByRole('combobox', { name: 'Workout type' }).fill('row');
    await expect(page.getByRole('listbox', { name: 'Exercises in the library' })).toBeVisible();
  });

  const saved = await page.request.post(`/api/stryds/${id}`, {
    data: {
      routineName: 'Upper Body Power',
      routineDescription: 'Presses, rows and a plank to finish.',
      routineEquipments: ['Dumbbells', 'Bench Press'],
      level: 'Intermediate',
      duration: '45 mins',
      workouts: [
        { workoutType: 'Dumbbell Bench Press', workoutSets: 4, workoutReps: '8-10' },
        { workoutType: 'Dumbbell Rows', workoutSets: 4, workoutReps: '8-10' },
        { workoutType: 'Plank', workoutSets: 3, workoutReps: '45s', deleteable: false },
      ],
    },
  });
  expect(saved.status()).toBe(201);
  await shoot(page, 'edit-routine', async () => {
    await page.goto(`/stryd/${id}/Upper%20Body%20Power/edit`);
    await page.getByRole('list', { name: 'Workouts in this routine' }).scrollIntoViewIfNeeded();
  });
});

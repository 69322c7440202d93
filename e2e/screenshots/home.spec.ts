import type { Page } from '@playwright/test';
import { setPlan } from '../support/admin';
import { expect, newUser, test } from '../support/fixtures';
import { ok, signUp } from './accounts';
import { shoot } from './shoot';

const ROUTINES = [
  ['Sunrise Mobility', 'Beginner', '30 mins', 'Gentle flow to start the day'],
  ['Hill Sprint Ladder', 'Advanced', '45 mins', 'Sprints and recoveries up a hill'],
  ['Core Crusher', 'Intermediate', '30 mins', 'Planks, hollow holds and dead bugs'],
  ['Kettlebell Basics', 'Beginner', '45 mins', 'Swings, goblet squats and presses'],
] as const;

/** Two members with routines, so Home's recommendation lists have something to show. */
async function seedCommunity(page: Page): Promise<void> {
  for (const [index, slice] of [ROUTINES.slice(0, 2), ROUTINES.slice(2)].entries()) {
    const member = newUser(index === 0 ? 'maya_runs' : 'leo_lifts');
    const id = await signUp(page, member);
    setPlan(member.username);
    for (const [routineName, level, duration, routineDescription] of slice) {
      await ok(
        page.request.post(`/api/stryds/${id}`, {
          data: {
            routineName,
            routineDescription,
            routineEquipments: [],
            level,
            duration,
            workouts: [
              { workoutType: 'Plank', workoutSets: 3, workoutReps: '30s' },
              { workoutType: 'Bodyweight Squats', workoutSets: 3, workoutReps: '12' },
            ],
          },
        }),
      );
    }
    await page.context().clearCookies();
  }
}

test('home, questionnaire and generated routine', async ({ page }) => {
  test.setTimeout(120_000);
  await seedCommunity(page);

  await shoot(page, 'home', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Stryd' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  const user = newUser('sam');
  await signUp(page, user);
  setPlan(user.username);

  // A middle step of the questionnaire: Workout Type with equipment.
  await shoot(page, 'questionnaire', async () => {
    await page.goto('/interests');
    await page.getByRole('radio', { name: 'Intermediate' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Workout Type' })).toBeVisible();
    for (const interest of ['Running', 'HIIT', 'Calisthenics']) {
      await page.getByRole('checkbox', { name: interest }).check();
    }
    await page.getByRole('radio', { name: 'Equipment' }).check();
    for (const item of ['Dumbbells', 'Pull-Up Bar', 'Yoga Mat']) {
      await page.getByRole('checkbox', { name: item }).check();
    }
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  // Finish it once, so the coach has answers to work from.
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Short and Intense' }).check();
  await page.getByRole('radio', { name: '45mins' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/Your goal/).fill('Get strong enough for ten pull-ups');
  await page.getByRole('button', { name: 'Generate Routine' }).click();
  await expect(page).toHaveURL(/\/generated-stryds$/);

  await shoot(page, 'generated-routine', async () => {
    await page.goto('/generated-stryds');
    await expect(page.getByRole('list', { name: 'Workouts' }).getByRole('listitem')).toHaveCount(5);
  });
});

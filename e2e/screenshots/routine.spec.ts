import type { Page } from '@playwright/test';
import { setPlan } from '../support/admin';
import { expect, newUser, signUpViaUi, test } from '../support/fixtures';
import { shoot } from './shoot';

const WORKOUTS = [
  { workoutType: 'Push-ups', workoutSets: 3, workoutReps: '12' },
  { workoutType: 'Squats', workoutSets: 3, workoutReps: '15' },
  { workoutType: 'Plank', workoutSets: 2, workoutReps: '45' },
  { workoutType: 'Mountain Climbers', workoutSets: 3, workoutReps: '20' },
];

async function toastsGone(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
}

test('routine page and add-routine', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const creator = newUser('coach');
  await signUpViaUi(page, creator);
  await expect(page.getByText(`Hello, ${creator.username}`)).toBeVisible();
  setPlan(creator.username);
  await page.reload();
  const { user } = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const routineName = 'Morning Power';
  const saved = await page.request.post(`/api/stryds/${user.id}`, {
    data: {
      routineName,
      routineDescription: 'A quick full-body bodyweight session to start the day strong.',
      routineEquipments: [],
      level: 'Intermediate',
      duration: '30 mins',
      restDays: 2,
      workouts: WORKOUTS,
    },
  });
  expect(saved.status()).toBe(201);

  // A few friends on the leaderboard.
  for (const [prefix, ticks] of [
    ['mia', 4],
    ['leo', 2],
  ] as const) {
    const context = await browser.newContext();
    const friendPage = await context.newPage();
    const friend = newUser(prefix);
    await signUpViaUi(friendPage, friend);
    await expect(friendPage.getByText(`Hello, ${friend.username}`)).toBeVisible();
    setPlan(friend.username);
    const path = `${user.id}/${encodeURIComponent(routineName)}`;
    expect((await friendPage.request.post(`/api/stryds/join-routine/${path}`, { data: {} })).ok()).toBe(true);
    for (let i = 0; i < ticks; i += 1) {
      await friendPage.request.post(`/api/stryds/increment-routine-xp/${path}`, { data: {} });
    }
    await context.close();
  }

  await shoot(page, 'routine-page', async () => {
    // Each viewport starts a fresh workout: the one before is saved to history first.
    await page.request.post(`/api/stryds/${user.id}/${encodeURIComponent(routineName)}/session/finish`, {
      data: {},
    });
    await page.goto(`/stryd/${user.id}/${encodeURIComponent(routineName)}`);
    await expect(page.getByRole('heading', { level: 1, name: routineName })).toBeVisible();
    for (const name of ['Set 1 of Push-ups', 'Set 2 of Push-ups', 'Set 1 of Squats']) {
      const set = page.getByRole('checkbox', { name });
      await set.click();
      await expect(set).toBeChecked();
      await expect(set).not.toHaveAttribute('aria-busy');
    }
    await toastsGone(page);
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  await shoot(page, 'add-routine', async () => {
    await page.goto('/add-routine');
    await page.getByRole('textbox', { name: /Routine name/ }).fill('Evening Strength');
    await page.getByText('Intermediate', { exact: true }).click();
    await page.getByText('45 mins', { exact: true }).click();
    await page.getByText('Dumbbells', { exact: true }).click();
    for (const [type, sets] of [
      ['Dumbbell Rows', '3'],
      ['Goblet Squats', '4'],
    ] as const) {
      // Enter in the field adds the workout as typed: library matches arriving under the field cannot
      // move a tap target away.
      await page.getByRole('textbox', { name: 'Sets' }).fill(sets);
      await page.getByRole('combobox', { name: 'Workout type' }).fill(type);
      await page.getByRole('combobox', { name: 'Workout type' }).press('Enter');
      await expect(
        page
          .getByRole('list', { name: 'Workouts in this routine' })
          .getByRole('combobox', { name: `Sets of ${type}` }),
      ).toHaveValue(sets);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
  });
});

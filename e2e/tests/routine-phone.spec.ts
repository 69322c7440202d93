import type { Locator, Page } from '@playwright/test';
import { expect, newUser, signedUp, test } from '../support/fixtures';

/** Two long names that a phone used to cut short ("Bench P…", "Dumb…"). */
const LONG_NAMES = ['Bench Press with a Pause at the Chest', 'Dumbbell Romanian Deadlift'];

/** A premium account's own routine of the two long names, opened; returns its address. */
async function openLongRoutine(page: Page, prefix: string): Promise<string> {
  const user = newUser(prefix);
  const id = await signedUp(page, user, { premium: true });
  const routineName = `Phone ${user.username.slice(-4)}`;
  const saved = await page.request.post(`/api/stryds/${id}`, {
    data: {
      routineName,
      routineEquipments: ['Barbell', 'Dumbbells'],
      level: 'Intermediate',
      duration: '30 mins',
      workouts: LONG_NAMES.map((workoutType) => ({ workoutType, workoutSets: 2, workoutReps: '8' })),
    },
  });
  expect(saved.status()).toBe(201);
  const url = `/stryd/${id}/${encodeURIComponent(routineName)}`;
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: routineName })).toBeVisible();
  return url;
}

/** Issue 30 item 12: the drawn page's Resume, tapped before the app runs, is made once it has taken over. */
test('after a reload, the first tap on Resume puts the banner away @phone', async ({ page, hasTouch }) => {
  test.skip(!hasTouch, 'a tap needs a touch screen');
  await openLongRoutine(page, 'resume');
  const first = page.getByRole('checkbox', { name: `Set 1 of ${LONG_NAMES[0]}` });
  await first.tap();
  await expect(first).toBeChecked();
  await expect(first).not.toHaveAttribute('aria-busy');

  await page.reload();
  const banner = page.getByRole('heading', { name: 'Workout in progress' });
  await expect(banner).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).tap();
  await expect(banner).toHaveCount(0);
  await expect(first).toBeChecked();
  // The banner stays away once the page has read what waits on the device: a set ticked after it is
  // logged by the running app, later than that read.
  const second = page.getByRole('checkbox', { name: `Set 2 of ${LONG_NAMES[0]}` });
  await second.tap();
  await expect(page.getByText('XP Incremented').first()).toBeVisible();
  await expect(second).toBeChecked();
  await expect(banner).toHaveCount(0);
});

/** The element shows its whole text: not cut with an ellipsis, nothing hidden past its right edge. */
async function expectWhole(name: Locator): Promise<void> {
  await expect(name).toBeVisible();
  const box = await name.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
    textOverflow: getComputedStyle(element).textOverflow,
    whiteSpace: getComputedStyle(element).whiteSpace,
  }));
  const text = await name.innerText();
  expect(box.textOverflow, text).not.toBe('ellipsis');
  expect(box.whiteSpace, text).not.toBe('nowrap');
  expect(box.scrollWidth, text).toBeLessThanOrEqual(box.clientWidth);
}

/** Issue 30 item 14: a workout's name wraps on a 390 px phone instead of being cut short. */
test('workout names are shown whole on a 390 px phone @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const url = await openLongRoutine(page, 'names');
  for (const name of LONG_NAMES) await expectWhole(page.getByRole('heading', { level: 3, name }));
  // Wrapping never widens the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The creator's edit form lists them whole too.
  await page.goto(`${url}/edit`);
  const list = page.getByRole('list', { name: 'Workouts in this routine' });
  for (const name of LONG_NAMES) await expectWhole(list.getByText(name, { exact: true }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

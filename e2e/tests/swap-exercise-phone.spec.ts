import type { Page } from '@playwright/test';
import { barbellRoutine, expect, expectAccessible, newUser, signedUp, test } from '../support/fixtures';
import { viewLatestSets } from '../support/phone-session';

const DB = 'Dumbbell Bench Press';
const tick = (page: Page, set: number, exercise = DB) =>
  page.getByRole('checkbox', { name: `Set ${set} of ${exercise}` });

/** No sideways scroll at 360 px, and every swap control (the dialog's Close too) at least 44 px tall and wide. */
async function expectPhoneFit(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const small = await page.evaluate(
    () =>
      [
        ...document.querySelectorAll(
          'button[aria-label^="Swap "], button[aria-label^="Undo swap"], [role="dialog"] li button, [role="dialog"] button[aria-label="Close"]',
        ),
      ]
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width < 44 || box.height < 44).length,
  );
  expect(small).toBe(0);
}

/**
 * Issue 34 items 6 and 8 (decision 048): on a phone, Bench Press is swapped for Dumbbell Bench Press; the
 * card shows the exercise swapped in and last time's sets of it, the swap is taken back and made again,
 * sets are ticked, a reload keeps the swap, and history's session page shows the exercise really done.
 */
test('swap an exercise, tick its sets, reload: the swap stays and history shows what was done @phone', async ({
  page,
  hasTouch,
}) => {
  test.skip(!hasTouch, 'a tap needs a touch screen');
  test.slow();
  await page.setViewportSize({ width: 360, height: 780 });
  const user = newUser('swap');
  const id = await signedUp(page, user, { premium: true });
  const routineName = `Swap ${user.username.slice(-4)}`;
  const url = await barbellRoutine(page, id, routineName, [
    { workoutType: 'Bench Press', workoutSets: 2, workoutReps: '8', exerciseId: 'bench-press' },
    { workoutType: 'Barbell Back Squat', workoutSets: 1, workoutReps: '5', exerciseId: 'barbell-back-squat' },
  ]);
  // An earlier session did Dumbbell Bench Press in Bench Press's place, at 20 kg: its "last time".
  const api = `/api${url.replace('/stryd/', '/stryds/')}`;
  const earlier = await page.request.put(`${api}/session/swaps/0`, {
    data: { exerciseId: 'dumbbell-bench-press' },
  });
  expect(earlier.status()).toBe(200);
  const first = await page.request.put(`${api}/sets/e2e-swap-${user.username.slice(-8)}`, {
    data: { workoutIndex: 0, setIndex: 0, reps: 8, weightKg: 20, seconds: null, distanceM: null },
  });
  expect(first.status()).toBe(200);
  expect((await page.request.post(`${api}/session/finish`, { data: {} })).status()).toBe(200);

  await page.goto(url);
  await expect(page.getByRole('heading', { level: 3, name: 'Bench Press' })).toBeVisible();
  await expect(page.getByText(/Last time/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Swap Bench Press' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Swap Bench Press' });
  await expect(dialog.getByRole('button', { name: new RegExp(`^${DB}`) })).toBeVisible();
  await expectPhoneFit(page);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: new RegExp(`^${DB}`) }).tap();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Exercise swapped for this session.')).toBeVisible();

  const card = page.getByRole('article', { name: DB });
  await expect(card.getByTestId('swap-replaces')).toHaveText('Replaces Bench Press this session');
  await expect(card.getByText(/Last time: 20 kg × 8/)).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: `Weight for set 1 of ${DB} (kg)` })).toHaveValue('20');
  await expectPhoneFit(page);
  await expectAccessible(page);

  // Taken back while no set is ticked, then swapped again.
  await page.getByRole('button', { name: 'Undo swap: back to Bench Press' }).tap();
  await expect(page.getByText("Back to the routine's exercise.")).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Bench Press' })).toBeVisible();
  await expect(page.getByRole('article', { name: DB })).toHaveCount(0);
  await page.getByRole('button', { name: 'Swap Bench Press' }).tap();
  await page
    .getByRole('dialog', { name: 'Swap Bench Press' })
    .getByRole('button', { name: new RegExp(`^${DB}`) })
    .tap();
  await expect(card).toBeVisible();

  await page.getByRole('spinbutton', { name: `Weight for set 1 of ${DB} (kg)` }).fill('22.5');
  await tick(page, 1).tap();
  await expect(tick(page, 1)).toBeChecked();
  await expect(tick(page, 1)).not.toHaveAttribute('aria-busy');
  // A set is ticked: the swap stays as it is.
  await expect(card.getByRole('button', { name: /^Swap|^Undo swap/ })).toHaveCount(0);

  await page.reload();
  await expect(card.getByTestId('swap-replaces')).toHaveText('Replaces Bench Press this session');
  await expect(tick(page, 1)).toBeChecked();
  await page.getByRole('button', { name: 'Resume' }).tap();
  await page.getByRole('spinbutton', { name: `Weight for set 2 of ${DB} (kg)` }).fill('22.5');
  await tick(page, 2).tap();
  await expect(tick(page, 2)).toBeChecked();
  await expect(tick(page, 2)).not.toHaveAttribute('aria-busy');

  await page.getByRole('button', { name: 'Finish workout' }).tap();
  await expect(page.getByText('Workout saved to your history')).toBeVisible();
  const sets = await viewLatestSets(page);
  // The machine running the suite is shared: the session page may take a while to arrive.
  await expect(sets.getByRole('heading', { level: 3, name: DB })).toBeVisible({ timeout: 20_000 });
  await expect(sets.getByRole('heading', { level: 3, name: 'Bench Press', exact: true })).toHaveCount(0);
  await expect(sets.getByText('22.5 kg × 8')).toHaveCount(2);
  await expectAccessible(page);
});

import type { Page } from '@playwright/test';
import { barbellRoutine, expect, expectAccessible, newUser, signedUp, test } from '../support/fixtures';
import { viewLatestSets } from '../support/phone-session';

const tick = (page: Page, set: number, exercise: string) =>
  page.getByRole('checkbox', { name: `Set ${set} of ${exercise}` });
const ticked = async (page: Page, set: number, exercise: string) => {
  await tick(page, set, exercise).tap();
  await expect(tick(page, set, exercise)).toBeChecked();
  await expect(tick(page, set, exercise)).not.toHaveAttribute('aria-busy');
};
const effort = (page: Page) => page.getByRole('combobox', { name: 'Effort for set 2 of Bench Press' });
const note = (page: Page) => page.getByRole('textbox', { name: 'Note for set 2 of Bench Press' });

/**
 * Issue 34's "done when", as far as main reaches (warm-ups logged and export → import are built apart): on
 * a phone, a session with a superset pair, an RPE on the top set with a note, and a swapped exercise; a
 * reload mid-session keeps all of it, and history's session page shows it.
 */
test('a lifter’s session: superset, RPE and a note on the top set, a swap; reload keeps it; history shows it @phone', async ({
  page,
  hasTouch,
}) => {
  test.skip(!hasTouch, 'a tap needs a touch screen');
  test.slow();
  await page.setViewportSize({ width: 360, height: 780 });
  const user = newUser('lifter');
  const id = await signedUp(page, user, { premium: true });
  const routineName = `Lifter ${user.username.slice(-4)}`;
  const url = await barbellRoutine(page, id, routineName, [
    { workoutType: 'Bench Press', workoutSets: 2, workoutReps: '5', group: 'A' },
    { workoutType: 'Bent Over Row', workoutSets: 2, workoutReps: '8', group: 'A' },
    { workoutType: 'Barbell Back Squat', workoutSets: 1, workoutReps: '5', exerciseId: 'barbell-back-squat' },
  ]);
  await page.goto(url);
  const group = page.getByRole('region', { name: 'Superset A: Bench Press, Bent Over Row' });
  await expect(group).toBeVisible();

  // The squat rack is taken: the back squat is swapped for a front squat.
  await page.getByRole('button', { name: 'Swap Barbell Back Squat' }).tap();
  await page
    .getByRole('dialog', { name: 'Swap Barbell Back Squat' })
    .getByRole('button', { name: /^Barbell Front Squat/ })
    .tap();
  await expect(page.getByRole('article', { name: 'Barbell Front Squat' })).toBeVisible();

  // Round 1 of the superset, then the top set of Bench Press with an RPE and a note.
  await ticked(page, 1, 'Bench Press');
  await ticked(page, 1, 'Bent Over Row');
  await effort(page).selectOption('rpe:8.5');
  await note(page).fill('paused reps');
  await ticked(page, 2, 'Bench Press');
  await ticked(page, 1, 'Barbell Front Squat');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);

  // A reload mid-session keeps the superset, the ticks, the effort, the note and the swap.
  await page.reload();
  await expect(group).toBeVisible();
  await expect(effort(page)).toHaveValue('rpe:8.5');
  await expect(note(page)).toHaveValue('paused reps');
  await expect(page.getByTestId('swap-replaces')).toHaveText('Replaces Barbell Back Squat this session');
  for (const [set, exercise] of [
    [1, 'Bench Press'],
    [2, 'Bench Press'],
    [1, 'Bent Over Row'],
    [1, 'Barbell Front Squat'],
  ] as const) {
    await expect(tick(page, set, exercise)).toBeChecked();
  }
  await page.getByRole('button', { name: 'Resume' }).tap();
  await page.getByRole('button', { name: 'Finish workout' }).tap();
  await expect(page.getByText('Workout saved to your history')).toBeVisible();

  const sets = await viewLatestSets(page);
  await expect(sets.getByRole('heading', { level: 3, name: 'Barbell Front Squat' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(sets.getByRole('heading', { level: 3, name: 'Barbell Back Squat' })).toHaveCount(0);
  await expect(sets.getByText('RPE 8.5')).toBeVisible();
  await expect(sets.getByText('paused reps')).toBeVisible();
  await expectAccessible(page);
});

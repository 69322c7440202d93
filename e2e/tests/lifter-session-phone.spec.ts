import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { barbellRoutine, expect, expectAccessible, newUser, signedUp, test } from '../support/fixtures';
import { viewLatestSets } from '../support/phone-session';

const tick = (page: Page, set: number, exercise: string) =>
  page.getByRole('checkbox', { name: `Set ${set} of ${exercise}` });
const ticked = async (page: Page, set: number, exercise: string) => {
  await tick(page, set, exercise).tap();
  await expect(tick(page, set, exercise)).toBeChecked();
  await expect(tick(page, set, exercise)).not.toHaveAttribute('aria-busy');
};
const warmUp = (page: Page, n: number) => page.getByRole('checkbox', { name: `Warm-up ${n} of Bench Press` });
const effort = (page: Page) => page.getByRole('combobox', { name: 'Effort for set 2 of Bench Press' });
const note = (page: Page) => page.getByRole('textbox', { name: 'Note for set 2 of Bench Press' });

/** What history's session page shows of a session's sets: each exercise's heading, then its sets' lines. */
async function shownSets(sets: Locator): Promise<string[][]> {
  const exercises = sets.locator(':scope > ol > li');
  return exercises.evaluateAll((items) =>
    items.map((item) => [
      item.querySelector('h3')?.textContent ?? '',
      ...[...item.querySelectorAll('ol > li')].map((line) => line.textContent ?? ''),
    ]),
  );
}

/**
 * Issue 34's "done when", on a phone: a session with a superset pair, generated warm-ups (no record from
 * them), an RPE on the top set with a note, and a swapped exercise; a reload mid-session keeps all of it;
 * history's session page shows it; and the JSON export, imported into a new account, shows the same.
 */
test('a lifter’s session: superset, warm-ups, RPE and a note, a swap; reload keeps it; history shows it, and again after export → import @phone', async ({
  page,
  hasTouch,
  browser,
  baseURL,
}) => {
  test.skip(!hasTouch, 'a tap needs a touch screen');
  test.slow();
  await page.setViewportSize({ width: 360, height: 780 });
  const user = newUser('lifter');
  const id = await signedUp(page, user, { premium: true });
  const routineName = `Lifter ${user.username.slice(-4)}`;
  const url = await barbellRoutine(page, id, routineName, [
    { workoutType: 'Bench Press', workoutSets: 2, workoutReps: '5', group: 'A', exerciseId: 'bench-press' },
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

  // The bench's warm-up ramp to 100 kg, added in one tap; two warm-ups are logged, as warm-ups.
  const bench = page.getByRole('article', { name: /Bench Press/ });
  await bench.getByRole('spinbutton', { name: 'Weight for set 1 of Bench Press (kg)' }).tap();
  await bench.getByRole('spinbutton', { name: 'Weight for set 1 of Bench Press (kg)' }).fill('100');
  await bench.getByRole('button', { name: 'Add warm-ups to Bench Press' }).tap();
  for (const n of [1, 2]) {
    await warmUp(page, n).tap();
    await expect(warmUp(page, n)).toBeChecked();
    await expect(warmUp(page, n)).not.toHaveAttribute('aria-busy');
  }
  await expect(page.getByText('Warm-up sets earn no XP.').first()).toBeVisible();

  // Round 1 of the superset, then the top set of Bench Press with an RPE and a note.
  await ticked(page, 1, 'Bench Press');
  await ticked(page, 1, 'Bent Over Row');
  await effort(page).selectOption('rpe:8.5');
  await note(page).fill('paused reps');
  await ticked(page, 2, 'Bench Press');
  await ticked(page, 1, 'Barbell Front Squat');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);

  // A reload mid-session keeps the superset, the warm-ups, the ticks, the effort, the note and the swap.
  await page.reload();
  await expect(group).toBeVisible();
  await expect(warmUp(page, 1)).toBeChecked();
  await expect(warmUp(page, 2)).toBeChecked();
  await expect(warmUp(page, 3)).not.toBeChecked();
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
  // The superset as the routine page lettered it, the warm-ups first as W1 and W2 with no record.
  await expect(sets.getByRole('heading', { level: 3 })).toHaveText([
    'A1:Bench Press',
    'A2:Bent Over Row',
    'Barbell Front Squat',
  ]);
  await expect(sets.getByRole('listitem').filter({ hasText: /^W1: / })).toHaveText('W1: 20 kg × 10Warm-up');
  await expect(sets.getByRole('listitem').filter({ hasText: /^W2: / })).toHaveText('W2: 40 kg × 5Warm-up');
  await expectAccessible(page);
  const shown = await shownSets(sets);

  // Export → import into a new account, on another phone: its history shows the same session.
  await page.goto('/settings');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download everything (JSON)' }).tap();
  const file = await download;
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 780 },
    hasTouch: true,
    isMobile: true,
  });
  const other = await phone.newPage();
  await signedUp(other, newUser('moved'));
  await other.goto('/settings');
  await other.getByLabel('CSV or JSON file').setInputFiles({
    name: file.suggestedFilename(),
    mimeType: 'application/json',
    buffer: readFileSync((await file.path()) as string),
  });
  await other.getByRole('button', { name: 'Import 1 workout' }).tap();
  await expect(other.getByText(/^Imported 1 workout with \d+ sets\./)).toBeVisible();
  const moved = await viewLatestSets(other);
  await expect(moved.getByRole('heading', { level: 3 })).toHaveText(shown.map(([heading]) => heading ?? ''));
  expect(await shownSets(moved)).toEqual(shown);
  await phone.close();
});

import type { Page } from '@playwright/test';
import { expect, expectAccessible, newUser, signedUp, test } from '../support/fixtures';
import { finishAndViewSets } from '../support/phone-session';

const tick = (page: Page, set: number) => page.getByRole('checkbox', { name: `Set ${set} of Bench Press` });
const typeOf = (page: Page, set: number) =>
  page.getByRole('button', { name: new RegExp(`^Type of set ${set} of Bench Press`) });
const weight = (page: Page, set: number) =>
  page.getByRole('spinbutton', { name: `Weight for set ${set} of Bench Press (kg)` });

/** Every control of the set rows is at least 44 px, and the page does not scroll sideways at 360 px. */
async function expectPhoneFit(page: Page): Promise<void> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  const small = await page.evaluate(
    () =>
      [...document.querySelectorAll('[aria-label*="set 1 of Bench Press"], [aria-label^="Set 1 of"]')]
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width < 44 || box.height < 44).length,
  );
  if (viewport) await page.setViewportSize(viewport);
  expect(scrollWidth).toBeLessThanOrEqual(360);
  expect(small).toBe(0);
}

/**
 * Issue 34 items 1 and 2: on a phone, a set's type is tapped to warm-up and the next set gets an RPE;
 * the warm-up earns no XP and, heavier than any set before, sets no record; history shows both.
 */
test('tap a set to warm-up, give the next an RPE, log them: history shows them, the warm-up is no record @phone', async ({
  page,
  hasTouch,
}) => {
  test.skip(!hasTouch, 'a tap needs a touch screen');
  test.slow();
  const user = newUser('sets');
  const id = await signedUp(page, user, { premium: true });
  const routineName = `Sets ${user.username.slice(-4)}`;
  const saved = await page.request.post(`/api/stryds/${id}`, {
    data: {
      routineName,
      routineEquipments: ['Bench Press', 'Barbell'],
      level: 'Intermediate',
      duration: '30 mins',
      workouts: [{ workoutType: 'Bench Press', workoutSets: 2, workoutReps: '5', exerciseId: 'bench-press' }],
    },
  });
  expect(saved.status()).toBe(201);
  // A session before, at 60 kg: the marks a heavier set could beat.
  const api = `/api/stryds/${id}/${encodeURIComponent(routineName)}`;
  const first = await page.request.put(`${api}/sets/e2e-first-${user.username.slice(-8)}`, {
    data: { workoutIndex: 0, setIndex: 0, reps: 5, weightKg: 60, seconds: null, distanceM: null },
  });
  expect(first.status()).toBe(200);
  expect((await page.request.post(`${api}/session/finish`, { data: {} })).status()).toBe(200);

  await page.goto(`/stryd/${id}/${encodeURIComponent(routineName)}`);
  await expect(page.getByRole('heading', { level: 1, name: routineName })).toBeVisible();
  await expect(typeOf(page, 1)).toHaveText('1');
  await typeOf(page, 1).tap();
  await expect(typeOf(page, 1)).toHaveText('W');
  await expect(typeOf(page, 1)).toHaveAccessibleName('Type of set 1 of Bench Press: Warm-up. Tap to change.');
  await weight(page, 1).fill('100');
  await page.getByRole('textbox', { name: 'Note for set 1 of Bench Press' }).fill('<b>empty bar first</b>');
  await page.getByRole('combobox', { name: 'Effort for set 2 of Bench Press' }).selectOption('rpe:8.5');
  await expectPhoneFit(page);
  await expectAccessible(page);

  // The warm-up, 100 kg, is logged without XP and without a record.
  await tick(page, 1).tap();
  await expect(page.getByText('Warm-up sets earn no XP.')).toBeVisible();
  await expect(tick(page, 1)).toBeChecked();
  await expect(tick(page, 1)).not.toHaveAttribute('aria-busy');
  await expect(page.getByText(/New record/)).toHaveCount(0);
  await expect(typeOf(page, 1)).toBeDisabled();

  // A reload keeps the warm-up's type and note.
  await page.reload();
  await expect(typeOf(page, 1)).toHaveText('W');
  await expect(page.getByRole('textbox', { name: 'Note for set 1 of Bench Press' })).toHaveValue(
    '<b>empty bar first</b>',
  );
  await page.getByRole('button', { name: 'Resume' }).tap();

  await weight(page, 2).fill('60');
  await page.getByRole('combobox', { name: 'Effort for set 2 of Bench Press' }).selectOption('rpe:8.5');
  await tick(page, 2).tap();
  const sets = await finishAndViewSets(page);
  await expect(sets.getByRole('listitem').nth(1)).toHaveText(
    'Set 1: 100 kg × 5Warm-up<b>empty bar first</b>',
  );
  await expect(sets.getByRole('listitem').nth(2)).toHaveText('Set 2: 60 kg × 5RPE 8.5');
  await expect(sets.getByText(/record/)).toHaveCount(0);
  await expect(page.getByText('Warm-up volume')).toBeVisible();
  await expectPhoneFit(page);
  await expectAccessible(page);
});

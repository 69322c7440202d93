import type { Page } from '@playwright/test';
import { barbellRoutine, expect, expectAccessible, newUser, signedUp, test } from '../support/fixtures';

/** The set row marked as the next to do (aria-current="step"): its tick. */
const nextTick = (page: Page) => page.locator('[aria-current="step"]').getByRole('checkbox');

/**
 * Issue 34 item 3: a superset on a phone. A1 set 1 is done, then A2 set 1 is the next highlighted, and the
 * rest starts only once A2's set ends the round.
 */
test('a superset is done A1 → A2 round by round, resting after the round @phone', async ({
  page,
  hasTouch,
}) => {
  test.skip(!hasTouch, 'a tap needs a touch screen');
  await page.setViewportSize({ width: 360, height: 780 });
  const user = newUser('superset');
  const id = await signedUp(page, user, { premium: true });
  const routineName = `Pairs ${user.username.slice(-4)}`;
  const url = await barbellRoutine(page, id, routineName, [
    { workoutType: 'Bench Press', workoutSets: 2, workoutReps: '8', group: 'A' },
    { workoutType: 'Bent Over Row', workoutSets: 2, workoutReps: '8', group: 'A' },
    { workoutType: 'Plank', workoutSets: 1, workoutReps: '30s' },
  ]);
  await page.goto(url);

  const group = page.getByRole('region', { name: 'Superset A: Bench Press, Bent Over Row' });
  await expect(group).toBeVisible();
  await expect(group.getByRole('heading', { level: 3, name: /A1.*Bench Press/ })).toBeVisible();
  await expect(group.getByRole('heading', { level: 3, name: /A2.*Bent Over Row/ })).toBeVisible();
  await expect(nextTick(page)).toHaveAccessibleName('Set 1 of Bench Press');

  const rest = page.getByRole('timer', { name: 'Rest' });
  const a1 = page.getByRole('checkbox', { name: 'Set 1 of Bench Press' });
  await a1.tap();
  await expect(a1).toBeChecked();
  await expect(a1).not.toHaveAttribute('aria-busy');
  await expect(nextTick(page)).toHaveAccessibleName('Set 1 of Bent Over Row');
  await expect(rest).toHaveCount(0);

  const a2 = page.getByRole('checkbox', { name: 'Set 1 of Bent Over Row' });
  await a2.tap();
  await expect(a2).toBeChecked();
  await expect(rest).toBeVisible();
  await expect(nextTick(page)).toHaveAccessibleName('Set 2 of Bench Press');

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
});

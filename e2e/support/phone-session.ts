import { expect, type Locator, type Page } from '@playwright/test';
import { benchPressRoutine, newUser, signedUp } from './fixtures';

/** A control a thumb can hit: at least 44 × 44 px. */
export async function expectThumbSized(control: Locator): Promise<void> {
  const box = await control.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

/**
 * A 360 px phone signed in as a new Plus member who made a Bench Press routine of `sets` sets; the
 * routine page's address. Call it after `test.skip(!hasTouch, …)`.
 */
export async function phoneLifterWithBench(page: Page, prefix: string, sets: number): Promise<string> {
  await page.setViewportSize({ width: 360, height: 780 });
  const user = newUser(prefix);
  const id = await signedUp(page, user, { premium: true });
  return benchPressRoutine(
    page,
    id,
    `${prefix[0]?.toUpperCase()}${prefix.slice(1)} ${user.username.slice(-4)}`,
    sets,
  );
}

/** From the completion dialog: Done saves the workout; its sets are then opened from history. */
export async function finishAndViewSets(page: Page): Promise<Locator> {
  const done = page.getByRole('dialog', { name: 'Routine complete!' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Done' }).tap();
  await expect(page.getByText('Workout saved to your history')).toBeVisible();
  return viewLatestSets(page);
}

/** History's newest session opened: its sets. */
export async function viewLatestSets(page: Page): Promise<Locator> {
  await page.goto('/history');
  await page
    .getByRole('link', { name: /^View sets/ })
    .first()
    .tap();
  return page.getByRole('region', { name: 'Sets' });
}

import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { expectThumbSized, finishAndViewSets, phoneLifterWithBench } from '../support/phone-session';

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

/** A tick that has had its answer (the row is no longer busy). */
async function tapTick(box: Locator): Promise<void> {
  await box.tap();
  await expect(box).toBeChecked();
  await expect(box).not.toHaveAttribute('aria-busy');
}

/**
 * Issue 34 items 4, 6 and 8 on a 360 px phone (decision 047): the warm-up ramp's rows are logged as
 * warm-ups, a set is added (pre-filled from the last) and another added and removed; a reload keeps the
 * logged warm-ups, the one not ticked and the added set; history lists the warm-ups first, apart.
 */
test('add a set, remove a set, and warm-ups logged as warm-ups that survive a reload on a 360 px phone @phone', async ({
  page,
  hasTouch,
}) => {
  test.skip(!hasTouch, 'a tap needs a touch screen');
  test.slow();
  const url = await phoneLifterWithBench(page, 'extra', 2);

  await page.goto(url);
  const card = page.getByRole('article', { name: 'Bench Press' });
  const weight = (set: number) =>
    card.getByRole('spinbutton', { name: `Weight for set ${set} of Bench Press (kg)` });
  const tick = (set: number) => card.getByRole('checkbox', { name: `Set ${set} of Bench Press` });
  const warmUp = (n: number) => card.getByRole('checkbox', { name: `Warm-up ${n} of Bench Press` });
  const setRows = card.getByRole('list', { name: 'Sets of Bench Press' }).getByRole('listitem');
  await weight(1).tap();
  await weight(1).fill('100');

  // The ramp, added in one tap; two warm-ups ticked are logged as warm-ups and earn nothing.
  await card.getByRole('button', { name: 'Add warm-ups to Bench Press' }).tap();
  await expect(card.getByText('Warm-ups: logged as warm-ups, no XP or records.')).toBeVisible();
  await tapTick(warmUp(1));
  await expect(page.getByText('Warm-up sets earn no XP.')).toBeVisible();
  await tapTick(warmUp(2));
  await tapTick(tick(1));

  // Add set: a third set after the routine's two, pre-filled from the set before it.
  const addSet = card.getByRole('button', { name: 'Add set to Bench Press' });
  await expectThumbSized(addSet);
  await addSet.tap();
  await expect(setRows).toHaveCount(3);
  await expect(weight(3)).toHaveValue('100');
  await expect(card.getByText(/1 added · 1\/3 done/)).toBeVisible();
  await tapTick(tick(3));
  // An added set earns what a routine set earns: the day's cap is one completion of the routine's sets.
  const today = (xp: number) => page.getByText(`Today on this routine: ${xp} of 20 XP.`);
  await expect(today(20)).toBeVisible();

  // A fourth is logged but past the cap: added sets never raise it. Removed, it is unticked and goes.
  await addSet.tap();
  await tapTick(tick(4));
  await expect(
    page.getByText("You've earned today's full XP on this routine. Come back tomorrow for more."),
  ).toBeVisible();
  const remove = card.getByRole('button', { name: 'Remove set 4 of Bench Press' });
  await expectThumbSized(remove);
  await noSidewaysScroll(page);
  await expectAccessible(page);
  await remove.tap();
  await expect(setRows).toHaveCount(3);
  await expect(page.getByText('Set unticked')).toBeVisible();

  // Removing set 3, which earned 10 XP, gives it back as an untick does; added again, it earns it again.
  await card.getByRole('button', { name: 'Remove set 3 of Bench Press' }).tap();
  await expect(setRows).toHaveCount(2);
  await expect(today(10)).toBeVisible();
  await addSet.tap();
  await expect(weight(3)).toHaveValue('100');
  await tapTick(tick(3));
  await expect(today(20)).toBeVisible();

  // A reload keeps the logged warm-ups, the steps not ticked, and the added set.
  await page.reload();
  await expect(warmUp(1)).toBeChecked();
  await expect(warmUp(2)).toBeChecked();
  await expect(warmUp(3)).not.toBeChecked();
  await expect(tick(3)).toBeChecked();
  await expect(setRows).toHaveCount(3);
  await expect(tick(4)).toHaveCount(0);
  await noSidewaysScroll(page);
  await page.getByRole('button', { name: 'Resume' }).tap();

  await weight(2).tap();
  await weight(2).fill('100');
  await tapTick(tick(2));
  // History lists the warm-ups first, as W1 and W2 with their tag, and their volume apart.
  const sets = await finishAndViewSets(page);
  const rows = sets.getByRole('listitem').filter({ hasNotText: 'Bench Press' });
  await expect(rows).toHaveText([
    'W1: 20 kg × 10Warm-up',
    'W2: 40 kg × 5Warm-up',
    'Set 1: 100 kg × 8',
    'Set 2: 100 kg × 8',
    'Set 3: 100 kg × 8',
  ]);
  await expect(sets.getByText(/record/)).toHaveCount(0);
  await expect(page.getByText('Warm-up volume')).toBeVisible();
  await noSidewaysScroll(page);
  await expectAccessible(page);
});

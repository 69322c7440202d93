import { readFileSync } from 'node:fs';
import { expect, expectAccessible, newUser, signedUp, test } from '../support/fixtures';

// The server tests' Strong export: two workouts ("Push Day", "Leg Day"), a warm-up set and a rest row.
const STRONG_CSV = readFileSync(
  new URL('../../apps/server/src/modules/import/test/strong.csv', import.meta.url),
  'utf8',
);

/** Issue 17: a history brought over from Strong, seen in /history, then undone as a whole. */
test('import a Strong export from settings, find it in the history, and undo it', async ({ page }) => {
  test.slow();
  await signedUp(page, newUser('imp'));
  await page.goto('/settings');

  await page.getByLabel('CSV or JSON file').setInputFiles({
    name: 'strong.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(STRONG_CSV),
  });
  await expect(page.getByRole('table', { name: 'What will be imported' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Import 2 workouts' }).click();
  await expect(
    page.getByText(/^Imported 2 workouts with \d+ sets\. They are in your history now\.$/),
  ).toBeVisible();

  await page.goto('/history');
  await expect(page.getByRole('link', { name: /Push Day/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Leg Day/ })).toBeVisible();

  await page.goto('/settings');
  await page.getByRole('button', { name: /Undo the Strong import/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Undo this import?' });
  await dialog.getByRole('button', { name: 'Undo import' }).click();
  await expect(page.getByText('Removed 2 imported workouts.')).toBeVisible();
  await expect(page.getByText('Nothing imported yet.')).toBeVisible();

  await page.goto('/history');
  await expect(page.getByRole('link', { name: /Push Day/ })).toHaveCount(0);
});

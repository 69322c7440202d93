import { readFileSync } from 'node:fs';
import { expect, newUser, test } from '../support/fixtures';
import { signUp } from './accounts';
import { shoot } from './shoot';

const STRONG_CSV = readFileSync(
  new URL('../../apps/server/src/modules/import/test/strong.csv', import.meta.url),
  'utf8',
);

test('settings: the page, and an import preview', async ({ page }) => {
  await signUp(page, newUser('Settings'));

  await shoot(page, 'settings', async () => {
    await page.goto('/settings');
    await expect(page.getByRole('switch', { name: 'Someone follows you' })).toBeVisible();
  });

  await shoot(page, 'import-preview', async () => {
    await page.goto('/settings');
    await page.getByLabel('CSV or JSON file').setInputFiles({
      name: 'strong.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(STRONG_CSV),
    });
    const preview = page.getByRole('table', { name: 'What will be imported' });
    await expect(preview).toBeVisible();
    await preview.scrollIntoViewIfNeeded();
  });
});

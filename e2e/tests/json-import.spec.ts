import { readFileSync } from 'node:fs';
import { expect, expectAccessible, newUser, signedUp, test } from '../support/fixtures';

const fixture = (name: string) =>
  readFileSync(new URL(`../../apps/server/src/modules/import/test/${name}`, import.meta.url), 'utf8');

const SESSIONS = ['Push Day', 'Leg Day', 'Upper A', 'Cardio'];

/**
 * Issue 34 item 7: the JSON file settings downloads, chosen in another account's import, gives that
 * account the same history (a Strong history with warm-ups, and a Hevy one with a superset).
 */
test('export JSON from settings, import it into a new account, and find the same sessions', async ({
  page: exporter,
  browser,
  baseURL,
}) => {
  test.slow();
  await signedUp(exporter, newUser('jsx'));
  for (const name of ['strong.csv', 'hevy.csv']) {
    const imported = await exporter.request.post('/api/me/imports', { data: { csv: fixture(name) } });
    expect(imported.status(), await imported.text()).toBe(201);
  }
  await exporter.goto('/settings');
  const download = exporter.waitForEvent('download');
  await exporter.getByRole('link', { name: 'Download everything (JSON)' }).click();
  const file = await download;
  const json = readFileSync((await file.path()) as string);

  // The new account in a browser of its own (its own cookies), as a person moving accounts would.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signedUp(page, newUser('jsi'));
  await page.goto('/settings');
  await page.getByLabel('CSV or JSON file').setInputFiles({
    name: file.suggestedFilename(),
    mimeType: 'application/json',
    buffer: json,
  });
  const preview = page.getByRole('table', { name: 'What will be imported' });
  await expect(preview.getByRole('row', { name: /Format Stryd/ })).toBeVisible();
  await expect(page.getByLabel('Weights in the file are in')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Import 4 workouts' }).click();
  await expect(
    page.getByText(/^Imported 4 workouts with \d+ sets\. They are in your history now\.$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Undo the Stryd import/ })).toBeVisible();

  await page.goto('/history');
  for (const name of SESSIONS) await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await context.close();
});

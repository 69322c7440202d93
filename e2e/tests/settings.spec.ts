import { expect, expectAccessible, newUser, signedUp, signInViaUi, test } from '../support/fixtures';

/** Issue 17: settings from the user menu; a new display name; deleting the account for good. */
test('change the display name in settings, delete the account, and it can no longer sign in @phone', async ({
  page,
}) => {
  // Two saves, two accessibility checks, a deletion and a sign-in: longer than one test's usual minute.
  test.slow();
  const user = newUser('set');
  await signedUp(page, user);
  await page.goto('/');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Who sees your workouts' })).toBeVisible();
  await expectAccessible(page);

  // A name sign-up would refuse is refused here too, before anything is sent.
  const name = page.getByLabel('Display name');
  await name.fill('not allowed!');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(
    page.getByText('Username may contain only letters, digits, underscores and dots.'),
  ).toBeVisible();

  const renamed = `Re_${user.username.slice(-8)}`;
  await name.fill(renamed);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByText(renamed, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('Routines you created');
  await expect(dialog).toContainText('Your saved meal plans');
  const remove = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(remove).toBeDisabled();
  await dialog.getByLabel(/Type your username/).fill(renamed);
  await expectAccessible(page);
  await remove.click();

  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);

  await signInViaUi(page, user);
  await expect(page.getByRole('alert')).toContainText(/invalid email or password/i);
  await expect(page).toHaveURL(/\/login/);
});

test('switch off a kind of e-mail (kept after a reload) and download your data as JSON and CSV', async ({
  page,
}) => {
  const user = newUser('own');
  await signedUp(page, user);
  await page.goto('/settings');

  const follows = page.getByRole('switch', { name: 'Someone follows you' });
  await expect(follows).toBeChecked();
  await follows.click();
  await expect(page.getByText(/Saved/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Someone follows you' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Someone joins your routine' })).toBeChecked();

  const json = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download everything (JSON)' }).click();
  const jsonFile = await json;
  expect(jsonFile.suggestedFilename()).toMatch(/^stryd-export-.+\.json$/);
  const document = JSON.parse(await streamText(await jsonFile.createReadStream()));
  expect(document.format).toBe('stryd-export');
  expect(document.profile.username.toLowerCase()).toBe(user.username.toLowerCase());

  const csv = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download set log (CSV)' }).click();
  const csvText = await streamText(await (await csv).createReadStream());
  expect(csvText.split(/\r?\n/)[0]).toBe(
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE,RIR,Superset',
  );
  await expectAccessible(page);
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

test('notifications switched per kind and channel on a 360 px phone, by keyboard, kept after a reload @phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedUp(page, newUser('chan'));
  await page.goto('/settings');
  const grid = page.getByRole('table', { name: 'Notifications by kind and channel' });
  const passedByMail = grid.getByRole('checkbox', { name: 'Someone passing you on a leaderboard: E-mail' });
  await expect(passedByMail).toBeChecked();
  // The grid fits the phone: no sideways scrolling, and every box is a 44 px target.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = await passedByMail.locator('xpath=..').boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(page);

  await passedByMail.focus();
  await page.keyboard.press('Space');
  await expect(passedByMail).not.toBeChecked();
  await page.reload();
  await expect(
    grid.getByRole('checkbox', { name: 'Someone passing you on a leaderboard: E-mail' }),
  ).not.toBeChecked();
  await expect(
    grid.getByRole('checkbox', { name: 'Someone passing you on a leaderboard: In app' }),
  ).toBeChecked();
});

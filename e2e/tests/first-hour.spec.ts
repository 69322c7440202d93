import { expect, expectAccessible, newUser, signUpViaUi, test } from '../support/fixtures';

// README's "Two commands": `npm start` with no settings, a new account, Plus through the demo checkout and a
// created routine, with no other step. playwright.config.ts starts the server with no HOST, as `npm start` does.
test('a plain start: sign up, get Plus through the demo checkout, create a routine', async ({ page }) => {
  const config = await page.request.get('/api/payments/config');
  expect(await config.json()).toMatchObject({ checkoutProvider: 'demo', premiumGating: true });

  const user = newUser('first');
  await signUpViaUi(page, user);
  await expect(page.getByText(`Hello, ${user.username}`)).toBeVisible();

  await page.goto('/upgrade');
  await page.getByRole('link', { name: 'Subscribe to Monthly' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo checkout — no money moves' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/plan-confirm$/);
  await expect(page.getByText('Purchase successful! Your subscription is now active.')).toBeVisible();

  // /settings shows the plan and its trial, and leads to where it is managed.
  await page.goto('/settings');
  const plan = page.getByRole('region', { name: 'Plan' });
  await expect(plan.getByText('Stryd Plus Monthly')).toBeVisible();
  await expect(plan.getByText('Trial ends on')).toBeVisible();
  await expect(plan.getByText('Renews on')).toBeVisible();
  await expectAccessible(page);
  await plan.getByRole('link', { name: 'Manage plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Stryd Plus plan' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your plan' }).getByText('Trial ends on')).toBeVisible();

  // And the new member creates a routine.
  const routineName = `First ${user.username.slice(-4)}`;
  await page.goto('/add-routine');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a routine' })).toBeVisible();
  await page.getByRole('textbox', { name: /Routine name/ }).fill(routineName);
  await page.getByText('Beginner', { exact: true }).click();
  await page.getByText('30 mins', { exact: true }).click();
  await page.getByText('Bodyweight only (no equipment)').click();
  await page.getByRole('combobox', { name: 'Workout type' }).fill('Push-ups');
  const matches = page.getByRole('listbox', { name: 'Exercises in the library' }).getByRole('option');
  await expect(matches.first()).toContainText('Push-ups');
  await page.getByRole('textbox', { name: 'Sets' }).fill('2');
  await page.getByRole('button', { name: 'Add workout' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Workouts in this routine' })
      .getByRole('combobox', { name: 'Sets of Push-ups' }),
  ).toHaveValue('2');
  await page.getByRole('button', { name: 'Save Routine' }).click();
  await expect(page).toHaveURL(new RegExp(`/stryd/[^/]+/${encodeURIComponent(routineName)}$`));
  await expect(page.getByRole('heading', { level: 1, name: routineName })).toBeVisible();
});

import { expect, expectAccessible, newUser, signedUp, signUpViaUi, test } from '../support/fixtures';

test('a premium user generates a meal plan, saves it and finds it under Meals on /profile-page', async ({
  page,
}) => {
  await signedUp(page, newUser('chef'), { premium: true });
  await page.goto('/meals');

  const prompt = page.getByLabel('What would you like to eat this week?');
  await prompt.fill('vegetarian high protein');
  await expect(page.getByText('23 / 500')).toBeVisible();
  await page.getByRole('button', { name: 'Generate' }).click();

  const result = page.getByRole('region').filter({ has: page.getByRole('table') });
  await expect(result.getByRole('row')).toHaveCount(8);
  await expect(result.getByRole('columnheader')).toHaveText(['Day', 'Breakfast', 'Lunch', 'Dinner']);
  const planName = (await result.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  expect(planName).not.toBe('');
  await expectAccessible(page);

  await result.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Meal plan saved')).toBeVisible();
  await result.getByRole('link', { name: /Saved · view on profile/ }).click();

  await expect(page).toHaveURL(/\/profile-page\?tab=meals$/);
  await expect(page.getByRole('tab', { name: 'Meals' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Meals' });
  await expect(panel.getByRole('heading', { name: planName })).toBeVisible();
  await expect(panel.getByRole('table').getByRole('row')).toHaveCount(8);
  await expectAccessible(page);

  // The tabs work from the keyboard.
  await page.getByRole('tab', { name: 'Meals' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Routines' })).toHaveAttribute('aria-selected', 'true');
});

test('a free user sees the meal plan upsell; signed-out visitors are sent to log in', async ({ page }) => {
  await page.goto('/meals');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmeals$/);

  const user = newUser('free');
  await signUpViaUi(page, user, '/meals');
  await expect(page).toHaveURL(/\/meals$/);
  await expect(page.getByRole('heading', { name: 'Meal plans are a premium feature' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Plus' })).toHaveAttribute('href', '/upgrade');
  await expect(page.getByRole('button', { name: 'Generate' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/profile-page');
  await page.getByRole('tab', { name: 'Meals' }).click();
  await expect(page.getByRole('link', { name: 'Open Meal Plans' })).toHaveAttribute('href', '/meals');
});

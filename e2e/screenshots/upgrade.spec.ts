import { expect, newUser, test } from '../support/fixtures';
import { signUp } from './accounts';
import { shoot } from './shoot';

test('plans, demo checkout and plan confirmation', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, newUser('plans'));

  await shoot(page, 'upgrade', async () => {
    await page.goto('/upgrade');
    await expect(page.getByRole('link', { name: 'Subscribe to Monthly' })).toBeVisible();
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/upgrade');
  await page.getByRole('link', { name: 'Subscribe to Monthly' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo checkout — no money moves' })).toBeVisible();
  const checkoutUrl = page.url();
  await shoot(page, 'demo-checkout', async () => {
    await page.goto(checkoutUrl);
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
  });

  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/plan-confirm$/);
  await shoot(page, 'plan-confirm', async () => {
    await page.goto('/plan-confirm');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you for choosing Stryd Plus!' }),
    ).toBeVisible();
  });
});

import { expect, expectAccessible, test } from '../support/fixtures';

test('dark theme by default; the toggle survives a reload', async ({ page }) => {
  await page.goto('/welcome');
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: /^Switch to/ }).click();
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('an unknown route shows the router error page', async ({ page, pageErrors }) => {
  await page.goto('/definitely/not/a/page');
  await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
  // React Router logs the 404 it renders; that is the page working as specified, not a fault.
  pageErrors.splice(0);
});

test('/welcome offers Sign Up and Log In', async ({ page }) => {
  await page.goto('/welcome');
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.goto('/welcome');
  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('every bottom-navigation link goes where SPEC says @phone', async ({ page }) => {
  // [link, SPEC's path, where a signed-out visitor ends up]: the profile page asks them to log in first.
  const expected: [string, string, RegExp][] = [
    ['Home', '/', /\/$/],
    ['Routines', '/explore-routines', /\/explore-routines$/],
    ['Add', '/choice', /\/choice$/],
    ['People', '/people', /\/people$/],
    ['Cali', '/cali-chat', /\/cali-chat$/],
    ['Profile', '/profile-page', /\/login\?redirectTo=%2Fprofile-page$/],
  ];
  await page.goto('/welcome');
  const nav = page.getByRole('navigation', { name: 'Bottom navigation' });
  for (const [name, href, landing] of expected) {
    const link = nav.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', href);
    await link.click();
    await expect(page).toHaveURL(landing);
  }
});

for (const path of ['/welcome', '/login', '/signup']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expectAccessible(page);
  });
}

test('pages set their own title', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(/\| Stryd$/);
  await page.goto('/welcome');
  await expect(page).toHaveTitle(/Stryd/);
});

import { expect, newUser, signInViaUi, signOutViaUi, signUpViaUi, test } from '../support/fixtures';

test('sign up lands on the page named by redirectTo and greets the user', async ({ page }) => {
  const user = newUser();
  await signUpViaUi(page, user, '/people');
  await expect(page).toHaveURL(/\/people$/);
  await expect(page.getByText(`Hello, ${user.username}`)).toBeVisible();
});

test('sign out, then sign in again', async ({ page }) => {
  const user = newUser();
  await signUpViaUi(page, user);
  await expect(page.getByText(`Hello, ${user.username}`)).toBeVisible();

  await signOutViaUi(page);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText(`Hello, ${user.username}`)).toHaveCount(0);

  await signInViaUi(page, user, '/cali-chat');
  await expect(page).toHaveURL(/\/cali-chat$/);
  await expect(page.getByText(`Hello, ${user.username}`)).toBeVisible();
});

test('signing out on a protected page goes home with the Signed out toast', async ({ page }) => {
  const user = newUser();
  await signUpViaUi(page, user, '/profile-page');
  await expect(page).toHaveURL(/\/profile-page$/);
  await signOutViaUi(page);
  await expect(page.getByText('Signed out')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('a wrong password shows the server error and stays on the login page', async ({ page }) => {
  const user = newUser();
  await signUpViaUi(page, user);
  await expect(page.getByText(`Hello, ${user.username}`)).toBeVisible();
  await signOutViaUi(page);
  await signInViaUi(page, { ...user, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toContainText(/invalid email or password/i);
  await expect(page).toHaveURL(/\/login/);
});

test('an already signed-in visitor to /login goes to a safe redirectTo, and unsafe ones go home', async ({
  page,
}) => {
  const user = newUser();
  await signUpViaUi(page, user);
  await expect(page.getByText(`Hello, ${user.username}`)).toBeVisible();

  await page.goto('/login?redirectTo=%2Fpeople');
  await expect(page).toHaveURL(/\/people$/);

  for (const target of [
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/x',
    '%2F%2Fevil.example',
  ]) {
    await page.goto(`/signup?redirectTo=${encodeURIComponent(target)}`);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  }
});

test('signup shows field errors before calling the server', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
});

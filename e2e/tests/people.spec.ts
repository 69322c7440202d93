import type { PlaywrightWorkerArgs } from '@playwright/test';
import {
  expect,
  expectAccessible,
  type NewUser,
  newUser,
  signedUp,
  signUpViaApi,
  test,
} from '../support/fixtures';
import { outboxEmails } from '../support/outbox';

test('two people follow each other; counts change on both profiles and the follow e-mail is queued', async ({
  browser,
}) => {
  const alice = newUser('alice');
  const bob = newUser('bob');
  const aliceContext = await browser.newContext();
  const bobContext = await browser.newContext();
  const a = await aliceContext.newPage();
  const b = await bobContext.newPage();
  try {
    const aliceId = await signedUp(a, alice);
    const bobId = await signedUp(b, bob);

    // Alice follows Bob: the button and Bob's follower count change at once.
    await a.goto(`/profile/${bobId}`);
    await expect(a.getByRole('heading', { level: 1, name: bob.username })).toBeVisible();
    await expect(a.getByTestId('stat-followers')).toHaveText('0');
    await a.getByRole('button', { name: `Follow ${bob.username}` }).click();
    await expect(a.getByRole('button', { name: `Following ${bob.username}` })).toBeVisible();
    await expect(a.getByTestId('stat-followers')).toHaveText('1');
    await a.reload();
    await expect(a.getByRole('button', { name: `Following ${bob.username}` })).toBeVisible();
    await expect(a.getByTestId('stat-followers')).toHaveText('1');

    // Bob sees his new follower on his own profile, then follows Alice back.
    await b.goto('/profile-page');
    await expect(b.getByRole('heading', { level: 1, name: bob.username })).toBeVisible();
    await expect(b.getByTestId('stat-followers')).toHaveText('1');
    await expect(b.getByTestId('stat-following')).toHaveText('0');
    await b.goto(`/profile/${aliceId}`);
    await b.getByRole('button', { name: `Follow ${alice.username}` }).click();
    await expect(b.getByTestId('stat-followers')).toHaveText('1');

    // Both profiles now show one follower and one followed.
    await a.goto('/profile-page');
    await expect(a.getByTestId('stat-followers')).toHaveText('1');
    await expect(a.getByTestId('stat-following')).toHaveText('1');
    await b.goto('/profile-page');
    await expect(b.getByTestId('stat-followers')).toHaveText('1');
    await expect(b.getByTestId('stat-following')).toHaveText('1');

    // The server queued one "new follower" e-mail for each person followed.
    expect(outboxEmails('new-follower', bob.email)).toHaveLength(1);
    expect(outboxEmails('new-follower', alice.email)).toHaveLength(1);

    // Unfollow lowers the count again.
    await a.goto(`/profile/${bobId}`);
    await a.getByRole('button', { name: `Following ${bob.username}` }).click();
    await expect(a.getByRole('button', { name: `Follow ${bob.username}` })).toBeVisible();
    await expect(a.getByTestId('stat-followers')).toHaveText('0');
  } finally {
    await aliceContext.close();
    await bobContext.close();
  }
});

/** An account made over the API in its own request context, for someone a test only needs to exist. */
async function accountOf(user: NewUser, playwright: PlaywrightWorkerArgs['playwright'], baseURL?: string) {
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  const id = await signUpViaApi(api, user);
  await api.dispose();
  return id;
}

test("a profile shows the rank table with the viewed user's tier marked", async ({
  page,
  playwright,
  baseURL,
}) => {
  const other = newUser('other');
  const otherId = await accountOf(other, playwright, baseURL);
  await signedUp(page, newUser());

  await page.goto(`/profile/${otherId}`);
  await expect(page.getByRole('heading', { level: 1, name: other.username })).toBeVisible();
  await expect(page).toHaveTitle(`${other.username} | Stryd`);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Rank: Mortal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ranks' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row')).toHaveCount(11);
  await expect(dialog.locator('tr[aria-current="true"]')).toContainText('Mortal');
  await expect(dialog).toContainText('801 XP to Initiate');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('visiting your own profile id goes to /profile-page', async ({ page }) => {
  const id = await signedUp(page, newUser());
  await page.goto(`/profile/${id}`);
  await expect(page).toHaveURL(/\/profile-page$/);
  await expect(page.getByRole('tab', { name: 'Routines' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);
});

test('an unknown profile id says so', async ({ page }) => {
  const missing = await page.goto('/profile/no-such-person');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
});

test('people search finds a user by the start of the username', async ({ page, playwright, baseURL }) => {
  const prefix = `zq${Date.now().toString(36)}`;
  const target = newUser(prefix);
  const targetId = await accountOf(target, playwright, baseURL);

  const searcher = newUser('finder');
  await signedUp(page, searcher);
  await page.goto('/people');
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Suggested for you' })).toBeVisible();
  await expectAccessible(page);

  const box = page.getByRole('searchbox', { name: 'Search people' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Search field is empty');

  await box.fill(prefix.slice(0, 6));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.getByRole('link', { name: new RegExp(target.username) });
  await expect(card).toHaveAttribute('href', `/profile/${targetId}`);
  await expectAccessible(page);
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: target.username })).toBeVisible();
});

test('visitors can browse /people; the search box follows the width rule @phone', async ({ page }) => {
  await page.goto('/people');
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  const width = page.viewportSize()!.width;
  const box = await page
    .getByRole('search')
    .filter({ has: page.getByRole('searchbox', { name: 'Search people' }) })
    .boundingBox();
  expect(box?.width).toBe(width < 500 ? 240 : 480);
  await expect(page.getByRole('region', { name: 'Popular on Stryd' })).toBeVisible();
  await expectAccessible(page);
});

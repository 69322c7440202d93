import { randomBytes } from 'node:crypto';
import { expect, expectAccessible, newUser, signedUp, test } from '../support/fixtures';

/** A pronounceable-enough unique word, so the search finds exactly our routine. */
function uniqueWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  return `Zq${Array.from(randomBytes(6), (b) => letters[b % letters.length]).join('')}`;
}

test('search finds a routine by the start of a word and links to it', async ({ page }) => {
  const user = newUser('explorer');
  const id = await signedUp(page, user, { premium: true });
  const word = uniqueWord();
  const routineName = `${word} Burner`;
  const created = await page.request.post(`/api/stryds/${encodeURIComponent(id)}`, {
    data: {
      routineName,
      routineDescription: 'Short core circuit',
      routineEquipments: [],
      level: 'Beginner',
      duration: '30 mins',
      workouts: [{ workoutType: 'Plank', workoutSets: 3, workoutReps: '30s' }],
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/explore-routines');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore routines' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: 'Search routines' }).fill(word.slice(0, 5).toLowerCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('list', { name: 'Search results' });
  const card = results.getByRole('link', { name: new RegExp(routineName) });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute(
    'href',
    `/stryd/${encodeURIComponent(id)}/${encodeURIComponent(routineName)}`,
  );
  await expect(page).toHaveURL(/\?q=/);
  await expectAccessible(page);
});

test("an empty search shows 'Search field is empty'", async ({ page }) => {
  await page.goto('/explore-routines');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Search field is empty');
  await page.getByRole('searchbox', { name: 'Search routines' }).fill('   ');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Search field is empty');
});

test('the search box is 480px wide on a wide window and 240px under 500px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/explore-routines');
  const box = page.getByRole('search');
  await expect(box).toHaveCSS('width', '480px');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(box).toHaveCSS('width', '240px');
});

test("a free user sees the 'Upgrade to Plus' panel on /interests", async ({ page }) => {
  await signedUp(page, newUser('free'));
  await page.goto('/interests');
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade to Plus' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Plus' })).toHaveAttribute('href', '/upgrade');
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expectAccessible(page);
});

test('home shows the quick-access cards and recommendation lists (signed in, in the empty feed), and is accessible', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Stryd' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Generate a routine/ })).toHaveAttribute(
    'href',
    '/login?redirectTo=%2Finterests',
  );
  await expect(page.getByRole('heading', { name: 'Recommended routines' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'People to follow' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);

  const user = newUser('home');
  await signedUp(page, user);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${user.username}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /Generate a routine/ })).toHaveAttribute('href', '/interests');
  // Signed in, home is the feed (decision 038); empty, it suggests what home suggested.
  await expect(page.getByRole('heading', { level: 2, name: 'Your feed', exact: true })).toBeVisible();
  await expect(page.getByText('Nothing in your feed yet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommended routines' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'People to follow' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);
});

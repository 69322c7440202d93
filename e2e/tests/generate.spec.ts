import type { Page, Request } from '@playwright/test';
import { expect, expectAccessible, newUser, signedUp, test } from '../support/fixtures';

/**
 * Holds each generate-workout call until the test lets it go, so the waiting state is seen every time
 * (the builtin coach answers at once) without a fixed sleep. Each release() lets exactly one call through,
 * whether it is already held or has not reached the route yet (the page shows its waiting state before
 * Playwright sees the request, so on a busy machine the release can come first).
 */
async function holdGenerations(page: Page): Promise<{ release(): void }> {
  const held: (() => void)[] = [];
  let released = 0;
  await page.route('**/api/generate/generate-workout', async (route) => {
    if (released > 0) released -= 1;
    else await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  return {
    release() {
      const next = held.shift();
      if (next) next();
      else released += 1;
    },
  };
}

async function shownRoutine(page: Page): Promise<string> {
  const routine = page.getByRole('article');
  const name = (await routine.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  const workouts = await routine
    .getByRole('list', { name: 'Workouts' })
    .getByRole('listitem')
    .allTextContents();
  return `${name}: ${workouts.join(', ')}`;
}

test('a premium user answers the questionnaire, generates, regenerates and keeps a routine', async ({
  page,
}) => {
  // Four steps, three generations and six accessibility scans: over a minute on a busy CI machine.
  test.slow();
  await signedUp(page, newUser('gen'), { premium: true });
  await page.goto('/interests');

  const next = page.getByRole('button', { name: 'Next' });
  const alert = page.getByRole('alert');

  // Step 1: Basic Info
  await expect(page.getByRole('heading', { level: 1, name: 'Generate a routine' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Basic Info' })).toBeVisible();
  await expectAccessible(page);
  await next.click();
  await expect(alert).toHaveText('Please select a fitness level to continue.');
  await page.getByRole('radio', { name: 'Beginner' }).check();
  await page.getByRole('radio', { name: '31 - 50' }).check();
  await next.click();

  // Step 2: Workout Type (equipment appears only for 'Equipment')
  await expect(page.getByRole('heading', { level: 2, name: 'Workout Type' })).toBeFocused();
  await expectAccessible(page);
  await next.click();
  await expect(alert).toHaveText('Please select at least one workout interest to continue.');
  await page.getByRole('checkbox', { name: 'Calisthenics' }).check();
  await expect(page.getByRole('group', { name: /Available equipment/ })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Equipment' }).check();
  await expect(page.getByRole('group', { name: /Available equipment/ })).toBeVisible();
  await next.click();
  await expect(alert).toHaveText('Please select at least one available equipment or switch to Bodyweight.');
  await page.getByRole('checkbox', { name: 'Yoga Mat' }).check();
  await expectAccessible(page);
  await next.click();

  // Step 3: Preferences
  await expect(page.getByRole('heading', { level: 2, name: 'Preferences' })).toBeVisible();
  await next.click();
  await expect(alert).toHaveText('Please select both a workout style and duration to continue.');
  await page.getByRole('radio', { name: 'Short and Intense' }).check();
  await page.getByRole('radio', { name: '30 mins' }).check();
  await expectAccessible(page);
  await next.click();

  // Step 4: Goals
  await expect(page.getByRole('heading', { level: 2, name: 'Goals' })).toBeVisible();
  const generate = page.getByRole('button', { name: 'Generate Routine' });
  await generate.click();
  await expect(alert).toHaveText('Please enter your workout goal.');
  await page.getByLabel(/Your goal/).fill('Get stronger at home');
  await page.getByLabel(/Additional info/).fill('Mornings only');
  await expectAccessible(page);

  const seeds: number[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/generate/generate-workout')) seeds.push(request.postDataJSON().seed);
  });
  const generations = await holdGenerations(page);
  await generate.click();

  // /generated-stryds: waiting, then the routine with its 5 workouts
  await expect(page).toHaveURL(/\/generated-stryds$/);
  await expect(page.getByRole('status').filter({ hasText: 'Generating your routine' })).toBeVisible();
  generations.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Your generated routine' })).toBeVisible();
  const workouts = page.getByRole('list', { name: 'Workouts' }).getByRole('listitem');
  await expect(workouts).toHaveCount(5);
  await expect(workouts.first()).toContainText('×');
  await expectAccessible(page);
  const first = await shownRoutine(page);

  // Regenerate asks with a new seed and (usually) shows a different routine; try a few times.
  let latest = first;
  for (let attempt = 0; attempt < 3 && latest === first; attempt += 1) {
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect(page.getByText('Generating your routine')).toBeVisible();
    generations.release();
    await expect(workouts).toHaveCount(5);
    latest = await shownRoutine(page);
  }
  expect(new Set(seeds).size).toBe(seeds.length);
  expect(seeds.length).toBeGreaterThanOrEqual(2);
  expect(latest).not.toBe(first);
  const routineName = (await page
    .getByRole('article')
    .getByRole('heading', { level: 2 })
    .textContent())!.trim();

  // Proceed saves it as generated and goes to the profile.
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/profile-page$/);
  await expect(page.getByText(`“${routineName}” is saved to your routines`)).toBeVisible();

  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const profile = await page.request.get(`/api/users/${encodeURIComponent(me.user.id)}`);
  expect(profile.ok()).toBe(true);
  const body = (await profile.json()) as {
    stryds: { routines: { routineName: string; routineCreationType: string }[] };
  };
  expect(body.stryds.routines).toEqual(
    expect.arrayContaining([expect.objectContaining({ routineName, routineCreationType: 'generated' })]),
  );

  const generated = page.getByRole('region', { name: /Generated/ });
  await expect(generated.getByRole('link', { name: new RegExp(routineName) })).toBeVisible();
});

test('/choice offers both ways to add a routine and is accessible', async ({ page }) => {
  await page.goto('/choice');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a routine' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Create Routine/ })).toHaveAttribute('href', '/add-routine');
  await expectAccessible(page);
  await page.getByRole('link', { name: /Generate Routine/ }).click();
  // Signed out: the questionnaire sends the visitor to log in first.
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Finterests$/);
});

test('signed-out visitors to /generated-stryds are sent to log in', async ({ page }) => {
  await page.goto('/generated-stryds');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fgenerated-stryds$/);
});

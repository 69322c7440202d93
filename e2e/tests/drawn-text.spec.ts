import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newUser, signedUp, test } from '../support/fixtures';

// Every sequence String.replace reads in a replacement string, in a name of three words at most.
const NAME_PATTERNS = ['$`$`$`$`', "$&$'$$", '$1x'];

/** Saves a one-workout routine and returns its drawn page's HTML and what that HTML shows, unscripted. */
async function drawnRoutine(
  page: Page,
  api: APIRequestContext,
  userId: string,
  fields: { routineName: string; routineDescription: string; workoutType: string },
) {
  const saved = await api.post(`/api/stryds/${userId}`, {
    data: {
      routineName: fields.routineName,
      routineDescription: fields.routineDescription,
      routineEquipments: ['Barbell'],
      level: 'Intermediate',
      duration: '30 mins',
      workouts: [{ workoutType: fields.workoutType, workoutSets: 2, workoutReps: '8' }],
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const url = `/stryd/${userId}/${encodeURIComponent(fields.routineName)}`;
  const drawn = await api.get(url);
  expect(drawn.status()).toBe(200);
  const html = await drawn.text();
  // What the server drew, read as a browser parses it without running a script.
  const shown = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    return { heading: doc.querySelector('h1')?.textContent ?? null, text: doc.body.textContent ?? '' };
  }, html);
  return { url, html, shown };
}

/** Issue 30, item 3: a routine's name, description and exercise with `$` sequences are drawn as text. */
test('a routine named with $ sequences is drawn as written, in a page no heavier than its data', async ({
  page,
}) => {
  const user = newUser('dollar');
  const id = await signedUp(page, user, { premium: true });
  const dollars = {
    routineName: NAME_PATTERNS.join(' '),
    routineDescription: `${NAME_PATTERNS.join(' ')} `.repeat(40).slice(0, 500).trim(),
    workoutType: `Press $' $\` $&`,
  };
  // The same lengths in plain letters: what a page of that weight weighs.
  const plain = Object.fromEntries(
    Object.entries(dollars).map(([key, text]) => [key, text.replace(/[^ ]/g, 'p')]),
  ) as typeof dollars;

  const drawn = await drawnRoutine(page, page.request, id, dollars);
  expect(drawn.shown.heading, 'the page is drawn with its data').toBe(dollars.routineName);
  expect(drawn.shown.text).toContain(dollars.routineDescription);
  const reference = await drawnRoutine(page, page.request, id, plain);
  // HTML escapes & and ' as entities, so a little heavier; a document pasted into itself is many times so.
  expect(drawn.html.length).toBeLessThan(reference.html.length * 1.25);
  expect(drawn.html.match(/<\/html>/g)).toHaveLength(1);

  await page.goto(drawn.url);
  await expect(page).toHaveTitle(`${dollars.routineName} | Stryd`);
  await expect(page.getByRole('heading', { level: 1, name: dollars.routineName })).toBeVisible();
  await expect(page.getByText(dollars.routineDescription)).toBeVisible();
  await expect(page.getByText(dollars.workoutType, { exact: true }).first()).toBeVisible();
  // The app takes over the drawn page from the data it carries (broken hydration data failed here, #418).
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: dollars.routineName })).toBeVisible();
});

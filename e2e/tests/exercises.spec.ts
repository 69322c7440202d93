import { expect, expectAccessible, newUser, signedUp, test } from '../support/fixtures';

test('anyone can search the exercise library, filter it and read how to do an exercise', async ({ page }) => {
  await page.goto('/exercises');
  await expect(page.getByRole('heading', { level: 1, name: 'Exercise library' })).toBeVisible();
  await expect(page).toHaveTitle('Exercise library | Stryd');
  await expect(page.getByRole('status')).toHaveText(/^(\d+) of \1 exercises$/);
  await expectAccessible(page);

  // One letter missing still finds it (issue 30 item 17).
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill('bech press');
  const results = page.getByRole('list', { name: 'Exercises' });
  await expect(results.getByRole('link').first()).toHaveText(/^Bench Press/);

  await page.getByRole('searchbox', { name: 'Search exercises' }).fill('push ups');
  await expect(results.getByRole('link').first()).toHaveText(/^Push-ups/);
  await page.getByRole('combobox', { name: 'Equipment' }).selectOption('Bodyweight');
  await page.getByRole('combobox', { name: 'Muscle' }).selectOption('Triceps');
  await expect(page).toHaveURL(
    /q=push\+ups.*equipment=Bodyweight.*muscle=Triceps|q=push\+ups.*muscle=Triceps/,
  );
  await expect(results.getByRole('link', { name: /Diamond Push-ups/ })).toBeVisible();

  await page.getByRole('combobox', { name: 'Muscle' }).selectOption('');
  await results.getByRole('link', { name: /^Push-ups/ }).click();
  await expect(page).toHaveURL(/\/exercises\/push-ups$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Push-ups' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to do it' })).toBeVisible();
  await expect(page.getByText('Main muscles')).toBeVisible();
  await expect(page.getByRole('link', { name: /Watch demo of Push-ups/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  const alternatives = page.getByRole('heading', { name: 'Alternatives for Chest' });
  await expect(alternatives).toBeVisible();
  await expectAccessible(page);

  // An unknown exercise is no page: 404, with the page's not-found state.
  const missing = await page.goto('/exercises/no-such-move');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Exercise not found' })).toBeVisible();
});

test('build a routine from the library picker, open how-to from its card, then edit and rename it', async ({
  page,
}) => {
  const creator = newUser('editor');
  const id = await signedUp(page, creator, { premium: true });
  await page.goto('/add-routine');
  const routineName = `Gym ${creator.username.slice(-4)}`;
  await page.getByRole('textbox', { name: /Routine name/ }).fill(routineName);
  await page.getByText('Intermediate', { exact: true }).click();
  await page.getByText('45 mins', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Dumbbells' }).check();

  // The picker: type, arrow to a match, Enter picks it.
  const field = page.getByRole('combobox', { name: 'Workout type' });
  await field.fill('goblet');
  const options = page.getByRole('listbox', { name: 'Exercises in the library' }).getByRole('option');
  await expect(options.first()).toContainText('Goblet Squat');
  await field.press('ArrowDown');
  const picked = (await options.first().locator('span').first().textContent()) ?? '';
  await field.press('Enter');
  await expect(field).toHaveValue(picked);
  await page.getByRole('button', { name: 'Add workout' }).click();
  const added = page.getByRole('list', { name: 'Workouts in this routine' });
  await expect(added.getByRole('combobox', { name: `Sets of ${picked}` })).toBeVisible();
  // Free text stays possible: Enter with no match highlighted adds it as typed.
  await field.fill('Farmer stairs');
  await field.press('Enter');
  await expect(added.getByRole('combobox', { name: 'Sets of Farmer stairs' })).toBeVisible();
  await field.fill('Plank');
  // The matches arrive under the field and push the Add button down; wait for them, so the tap lands
  // on the button and not on a match that has just taken its place.
  await expect(options.first()).toContainText('Plank');
  await page.getByRole('button', { name: 'Add workout' }).click();
  await expect(added.getByRole('combobox', { name: 'Sets of Plank' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Routine' }).click();

  await expect(page).toHaveURL(new RegExp(`/stryd/${id}/${encodeURIComponent(routineName)}$`));
  const oldUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('link', { name: `How to do ${picked}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'How to do Farmer stairs' })).toHaveCount(0);
  await page.getByRole('link', { name: 'How to do Plank' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plank' })).toBeVisible();
  await page.goBack();

  // Edit: rename, move Plank to the top, drop the custom exercise.
  await page.getByRole('link', { name: 'Edit routine' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${routineName}` })).toBeVisible();
  await expectAccessible(page);
  const renamed = `${routineName} v2`;
  await page.getByRole('textbox', { name: /Routine name/ }).fill(renamed);
  const list = page.getByRole('list', { name: 'Workouts in this routine' });
  await list.getByRole('button', { name: 'Move Plank up' }).click();
  await list.getByRole('button', { name: 'Move Plank up' }).click();
  await list.getByRole('button', { name: 'Remove Farmer stairs' }).click();
  await list.getByRole('combobox', { name: 'Sets of Plank' }).selectOption('4');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(new RegExp(`/stryd/${id}/${encodeURIComponent(renamed)}$`));
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first().getByRole('heading')).toHaveText('Plank');
  await expect(cards.first()).toContainText('4 sets');
  await expect(cards).toHaveCount(2);

  // The old link still leads to the routine, at its new address.
  await page.goto(oldUrl);
  await expect(page).toHaveURL(new RegExp(`/stryd/${id}/${encodeURIComponent(renamed)}$`));
});

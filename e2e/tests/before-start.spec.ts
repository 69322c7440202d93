import { benchPressRoutine, expect, holdAppEntry, newUser, signedUp, test } from '../support/fixtures';

/**
 * Decisions 030 and 031, "Before the app runs" (issue 32 item 2): a page the server drew works before the
 * app's code has run on a slow phone. A set's tick is a checkbox the browser ticks itself, and text typed
 * into a field is the field's own; both are the app's once it takes over. No tap or keystroke is lost.
 */

interface SessionAnswer {
  session: {
    sets: { workoutIndex: number; setIndex: number; reps: number | null; weightKg: number | null }[];
  } | null;
}

test('a set tapped on a phone before the app runs is ticked at once, and logged with its typed values and its XP when it runs @phone', async ({
  page,
  hasTouch,
}) => {
  test.skip(!hasTouch, 'a tap needs a touch screen');
  const user = newUser('early');
  const id = await signedUp(page, user, { premium: true });
  const routineName = `Early ${user.username.slice(-4)}`;
  const path = await benchPressRoutine(page, id, routineName, 2);
  const sessionOf = async () =>
    (
      (await (
        await page.request.get(`/api${path.replace('/stryd/', '/stryds/')}/session`)
      ).json()) as SessionAnswer
    ).session?.sets ?? [];
  const totalXp = async () =>
    ((await (await page.request.get('/api/me')).json()) as { user: { totalXP: number } }).user.totalXP;

  const release = await holdAppEntry(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const first = page.getByRole('checkbox', { name: 'Set 1 of Bench Press' });
  const second = page.getByRole('checkbox', { name: 'Set 2 of Bench Press' });
  await expect(first).not.toBeChecked();
  // Values typed before the app runs go with the tap; the tick shows at once, with no app to draw it.
  await page.getByRole('spinbutton', { name: 'Weight for set 1 of Bench Press (kg)' }).fill('62.5');
  await page.getByRole('spinbutton', { name: 'Reps for set 1 of Bench Press (reps)' }).fill('7');
  await first.tap();
  await expect(first).toBeChecked();
  // A value the log refuses, ticked before the app runs too.
  await page.getByRole('spinbutton', { name: 'Reps for set 2 of Bench Press (reps)' }).fill('-4');
  await second.tap();
  await expect(second).toBeChecked();
  const notifications = page.getByRole('region', { name: /Notifications/ });
  await expect(notifications).toHaveCount(0);
  expect(await sessionOf()).toEqual([]);

  // The app runs: the first tick is logged with what was typed, and earns its XP; the second is refused in
  // the log's words and unticked, and nothing of it is kept.
  release();
  await expect(notifications).toBeAttached();
  await expect.poll(sessionOf).toMatchObject([{ workoutIndex: 0, setIndex: 0, reps: 7, weightKg: 62.5 }]);
  await expect.poll(totalXp).toBe(10);
  await expect(first).toBeChecked();
  await expect(page.getByText('Reps must be a whole number').first()).toBeVisible();
  await expect(second).not.toBeChecked();
  expect(await sessionOf()).toHaveLength(1);

  // Reloaded, the page is drawn with the set logged; unticked, the set and its XP go.
  await page.reload();
  await expect(first).toBeChecked();
  await expect(first).not.toHaveAttribute('aria-busy');
  await first.tap();
  await expect(first).not.toBeChecked();
  await expect.poll(totalXp).toBe(0);
  await expect.poll(sessionOf).toEqual([]);
});

test('a routine name typed before the app runs is the one saved', async ({ page }) => {
  const user = newUser('typed');
  await signedUp(page, user, { premium: true });
  const release = await holdAppEntry(page);
  await page.goto('/add-routine', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Create a routine' })).toBeVisible();
  const routineName = `Typed ${user.username.slice(-4)}`;
  const name = page.getByRole('textbox', { name: /Routine name/ });
  await name.pressSequentially(routineName);
  // The app has not run: the toast outlet is drawn by the app only.
  const notifications = page.getByRole('region', { name: /Notifications/ });
  await expect(notifications).toHaveCount(0);

  release();
  await expect(notifications).toBeAttached();
  await expect(name).toHaveValue(routineName);
  // The form's state holds it: the progress counts the name, and a render does not wipe it.
  await page.getByText('Advanced', { exact: true }).click();
  await expect(name).toHaveValue(routineName);
  await page.getByText('45 mins', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Dumbbells' }).check();
  await page.getByRole('combobox', { name: 'Workout type' }).fill('Push-ups');
  await page.getByRole('button', { name: 'Add workout' }).click();
  await page.getByRole('button', { name: 'Save Routine' }).click();
  await expect(page).toHaveURL(new RegExp(`/stryd/[^/]+/${encodeURIComponent(routineName)}$`));
  await expect(page.getByRole('heading', { level: 1, name: routineName })).toBeVisible();
});

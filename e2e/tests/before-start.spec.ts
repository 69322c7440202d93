import { expect, holdAppEntry, newUser, signedUp, test } from '../support/fixtures';

/**
 * Decision 030, "Before the app runs" (issue 32 item 2): a page the server drew works before the app's
 * code has run on a slow phone. A set's tick is a form the browser posts itself; text typed into a form is
 * the form's own once the app takes over. No tap or keystroke is lost.
 */

/** React Router's client entry, whose arrival starts the app (APP_ENTRY names the old build's). */
const CLIENT_ENTRY = /\/assets\/entry\.client-[\w-]+\.js$/;

interface SessionAnswer {
  session: {
    sets: { workoutIndex: number; setIndex: number; reps: number | null; weightKg: number | null }[];
  } | null;
}

test.describe('without the app', () => {
  test.use({ javaScriptEnabled: false });

  test('a set tapped on a phone before the app runs is logged with its typed values and its XP @phone', async ({
    page,
    hasTouch,
  }) => {
    test.skip(!hasTouch, 'a tap needs a touch screen');
    const user = newUser('nojs');
    const id = await signedUp(page, user, { premium: true });
    const routineName = `Early ${user.username.slice(-4)}`;
    const saved = await page.request.post(`/api/stryds/${id}`, {
      data: {
        routineName,
        routineEquipments: ['Barbell'],
        level: 'Intermediate',
        duration: '30 mins',
        workouts: [
          { workoutType: 'Bench Press', workoutSets: 2, workoutReps: '8', exerciseId: 'bench-press' },
        ],
      },
    });
    expect(saved.status()).toBe(201);
    const path = `/stryd/${id}/${encodeURIComponent(routineName)}`;
    await page.goto(path);
    const first = page.getByRole('button', { name: 'Set 1 of Bench Press' });
    await expect(first).toHaveAttribute('aria-pressed', 'false');

    // Values typed before the app runs go with the tap.
    await page.getByRole('spinbutton', { name: 'Weight for set 1 of Bench Press (kg)' }).fill('62.5');
    await page.getByRole('spinbutton', { name: 'Reps for set 1 of Bench Press (reps)' }).fill('7');
    await first.tap();
    // The browser posted the row; the server logged it and drew the page again, the set ticked.
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Set 2 of Bench Press' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    const session = (await (
      await page.request.get(`/api${path.replace('/stryd/', '/stryds/')}/session`)
    ).json()) as SessionAnswer;
    expect(session.session?.sets).toMatchObject([{ workoutIndex: 0, setIndex: 0, reps: 7, weightKg: 62.5 }]);
    const me = (await (await page.request.get('/api/me')).json()) as { user: { totalXP: number } };
    expect(me.user.totalXP).toBe(10);

    // A value the log refuses is said on the page, and nothing changes.
    await page.getByRole('spinbutton', { name: 'Reps for set 2 of Bench Press (reps)' }).fill('-4');
    await page.getByRole('button', { name: 'Set 2 of Bench Press' }).tap();
    await expect(page.getByRole('alert').filter({ hasText: 'Reps must be a whole number' })).toBeVisible();
    const after = (await (
      await page.request.get(`/api${path.replace('/stryd/', '/stryds/')}/session`)
    ).json()) as SessionAnswer;
    expect(after.session?.sets).toHaveLength(1);

    // Untick, before the app runs too: the set and its XP go.
    await page.goto(path);
    await first.tap();
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    const unticked = (await (await page.request.get('/api/me')).json()) as { user: { totalXP: number } };
    expect(unticked.user.totalXP).toBe(0);
  });
});

test('a routine name typed before the app runs is the one saved', async ({ page }) => {
  const user = newUser('typed');
  await signedUp(page, user, { premium: true });
  const release = await holdAppEntry(page, CLIENT_ENTRY);
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

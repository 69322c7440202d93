import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  holdAppEntry,
  type NewUser,
  newUser,
  signedUp,
  test,
} from '../support/fixtures';

interface Me {
  id: string;
  totalXP: number;
}

async function me(page: Page): Promise<Me> {
  const answer = (await (await page.request.get('/api/me')).json()) as { user: Me };
  return answer.user;
}

/** Signs up, makes the account premium (operator command) and reloads so /api/me is fresh. */
async function premiumMember(page: Page, user: NewUser, landOn: string): Promise<Me> {
  await signedUp(page, user, { premium: true });
  await page.goto(landOn);
  await expect(page.getByText(`Hello, ${user.username}`)).toBeVisible();
  return me(page);
}

const percent = (page: Page) => page.getByTestId('percent-completed');
const sessionXp = (page: Page) => page.getByTestId('session-xp');
const people = (page: Page) => page.getByRole('list', { name: 'People on this routine' });

test('create a routine, tick sets to 100 %, a second member joins and leaves, the creator deletes it', async ({
  page,
  browser,
}) => {
  // The longest journey of the suite (two browsers, a dozen pages): more than one test's usual minute.
  test.slow();
  const creator = newUser('maker');
  const creatorMe = await premiumMember(page, creator, '/add-routine');
  const routineName = `Legs ${creator.username.slice(-4)}`;

  // Create by hand.
  await expect(page.getByRole('heading', { level: 1, name: 'Create a routine' })).toBeVisible();
  await expectAccessible(page);
  const progress = page.getByRole('progressbar', { name: 'Routine form progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await page.getByRole('button', { name: 'Save Routine' }).click();
  await expect(page.getByText('Routine name is required.')).toBeVisible();
  await expect(page.getByText('Add at least one workout to your routine.')).toBeVisible();

  await page.getByRole('textbox', { name: /Routine name/ }).fill(routineName);
  await page.getByText('Beginner', { exact: true }).click();
  await page.getByText('30 mins', { exact: true }).click();
  await page.getByText('Bodyweight only (no equipment)').click();
  await expect(progress).toHaveAttribute('aria-valuenow', '80');
  const addWorkout = page.getByRole('button', { name: 'Add workout' });
  await expect(addWorkout).toBeDisabled();
  // Library matches arrive under the field and push the Add button down: wait for them before tapping.
  const matches = page.getByRole('listbox', { name: 'Exercises in the library' }).getByRole('option');
  const added = page.getByRole('list', { name: 'Workouts in this routine' });
  await page.getByRole('combobox', { name: 'Workout type' }).fill('Push-ups');
  await expect(matches.first()).toContainText('Push-ups');
  await page.getByRole('textbox', { name: 'Sets' }).fill('2');
  await addWorkout.click();
  await expect(added.getByRole('combobox', { name: 'Sets of Push-ups' })).toHaveValue('2');
  await page.getByRole('combobox', { name: 'Workout type' }).fill('Squats');
  await expect(matches.first()).toContainText('Squats');
  await page.getByRole('textbox', { name: 'Sets' }).fill('1');
  await addWorkout.click();
  await expect(added.getByRole('combobox', { name: 'Sets of Squats' })).toHaveValue('1');
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await page.getByRole('button', { name: 'Save Routine' }).click();

  // The routine page.
  await expect(page).toHaveURL(new RegExp(`/stryd/${creatorMe.id}/${encodeURIComponent(routineName)}$`));
  const routineUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: routineName })).toBeVisible();
  await expect(page).toHaveTitle(`${routineName} | Stryd`);
  await expect(page.getByRole('button', { name: 'Delete routine' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Join routine|Leave routine/ })).toHaveCount(0);
  await expect(percent(page)).toHaveText('0.0%');
  const demo = page.getByRole('link', { name: /Watch demo of Push-ups/ });
  await expect(demo).toHaveAttribute('target', '_blank');
  await expect(demo).toHaveAttribute('rel', /noopener/);
  await expectAccessible(page);

  // Tick sets: 100 / (2 workouts × 2 sets) = 25 each for Push-ups, 50 for the single Squats set.
  const pushUp1 = page.getByRole('checkbox', { name: 'Set 1 of Push-ups' });
  await pushUp1.click();
  await expect(pushUp1).toBeChecked();
  await expect(page.getByText('XP Incremented').first()).toBeVisible();
  await expect(percent(page)).toHaveText('25.0%');
  await expect(sessionXp(page)).toHaveText('10 XP');
  await expect.poll(async () => (await me(page)).totalXP).toBe(10);

  await page.getByRole('checkbox', { name: 'Set 2 of Push-ups' }).click();
  await expect(percent(page)).toHaveText('50.0%');
  await expect(page.getByRole('checkbox', { name: 'Set 2 of Push-ups' })).not.toHaveAttribute('aria-busy');
  await page.getByRole('checkbox', { name: 'Set 1 of Squats' }).click();
  const done = page.getByRole('dialog', { name: 'Routine complete!' });
  await expect(done).toBeVisible();
  await expect(percent(page)).toHaveText('100.0%');
  await expect(sessionXp(page)).toHaveText('30 XP');
  await expect(done.getByRole('button', { name: 'Done' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(done).toHaveCount(0);
  await expect.poll(async () => (await me(page)).totalXP).toBe(30);

  // Untick one: XP goes back on the server too.
  await page.getByRole('checkbox', { name: 'Set 1 of Squats' }).click();
  await expect(page.getByText('XP Decremented').first()).toBeVisible();
  await expect(percent(page)).toHaveText('50.0%');
  await expect.poll(async () => (await me(page)).totalXP).toBe(20);

  // A reload finds the workout where it was (the server keeps the session); finishing it saves it to
  // history and starts the page from zero; the leaderboard keeps the server's routine XP.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Workout in progress' })).toBeVisible();
  await expect(percent(page)).toHaveText('50.0%');
  await page.getByRole('button', { name: 'Finish it' }).click();
  await expect(page.getByText('Workout saved to your history')).toBeVisible();
  await expect(percent(page)).toHaveText('0.0%');
  await expect(sessionXp(page)).toHaveText('0 XP');
  await expect(people(page).getByRole('listitem').first()).toContainText(creator.username);
  await expect(people(page).getByRole('listitem').first()).toContainText('20 XP');

  // A second premium member joins in another browser.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const joiner = newUser('joiner');
  await premiumMember(other, joiner, routineUrl);
  await expect(other.getByRole('heading', { level: 1, name: routineName })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Delete routine' })).toHaveCount(0);
  await other.getByRole('button', { name: 'Join routine' }).click();
  await expect(people(other).getByRole('listitem').first()).toContainText(joiner.username);
  await expect(other.getByRole('button', { name: 'Leave routine' })).toBeEnabled();
  await other.reload();
  await expect(people(other).getByRole('listitem').first()).toContainText(`${joiner.username}(you)`);

  await page.reload();
  await expect(people(page)).toContainText(joiner.username);
  await page.getByRole('button', { name: 'View leaderboards' }).click();
  const board = page.getByRole('dialog', { name: 'Leaderboard' });
  await expect(board.getByRole('listitem')).toHaveCount(2);
  await expect(board.getByRole('listitem').first()).toContainText(creator.username);
  await page.keyboard.press('Escape');

  await other.getByRole('button', { name: 'Leave routine' }).click();
  await expect(other.getByText('left routine')).toBeVisible();
  await other.reload();
  await expect(other.getByRole('button', { name: 'Join routine' })).toBeVisible();
  await expect(people(other)).not.toContainText(joiner.username);
  await otherContext.close();

  // The creator deletes it.
  await page.getByRole('button', { name: 'Delete routine' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this routine?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/profile-page$/);
  await expect(page.getByText('Routine deleted')).toBeVisible();
  await page.goto(routineUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Routine not found' })).toBeVisible();
});

test('a free member sees the create and view upsells', async ({ page }) => {
  await signedUp(page, newUser('free'));
  await page.goto('/add-routine');
  await expect(page.getByRole('heading', { name: 'Creating routines is a premium feature' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Plus' })).toHaveAttribute('href', '/upgrade');
  await expect(page.getByRole('button', { name: 'Save Routine' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/stryd/someone/Leg%20Day');
  await expect(page.getByRole('heading', { name: 'Viewing routines is a premium feature' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Plus' })).toHaveAttribute('href', '/upgrade');
  await expectAccessible(page);
});

test('a signed-out visitor is asked to log in', async ({ page }) => {
  await page.goto('/stryd/someone/Leg%20Day');
  await expect(page.getByRole('heading', { name: 'Login to view this page' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
    'href',
    `/login?redirectTo=${encodeURIComponent('/stryd/someone/Leg%20Day')}`,
  );
  await expectAccessible(page);

  await page.goto('/add-routine');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadd-routine$/);
});

test('/add-routine is drawn by the server: what is typed and ticked before the app runs is kept, and Save waits for it', async ({
  page,
}) => {
  const user = newUser('early');
  await signedUp(page, user, { premium: true });
  // Everything until the release happens before the app has started.
  const release = await holdAppEntry(page);
  await page.goto('/add-routine');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a routine' })).toBeVisible();
  await expect(page).toHaveTitle('Create a routine | Stryd');
  const routineName = `Early ${user.username.slice(-4)}`;
  await page.getByRole('textbox', { name: /Routine name/ }).fill(routineName);
  await page.getByRole('textbox', { name: /Description/ }).pressSequentially('Typed before the app');
  await page.getByText('Advanced', { exact: true }).click();
  await page.getByText('45 mins', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Dumbbells' }).check();
  // A press would post the form as the browser does: Save waits for the app.
  await expect(page.getByRole('button', { name: 'Save Routine' })).toBeDisabled();
  // The toast outlet exists only once the app runs: none of the above reached it yet.
  const notifications = page.getByRole('region', { name: /Notifications/ });
  await expect(notifications).toHaveCount(0);

  release();
  await expect(notifications).toBeAttached();
  // Save with the answers given before: only the missing workout is reported.
  await page.getByRole('button', { name: 'Save Routine' }).click();
  await expect(page.getByText('Add at least one workout to your routine.')).toBeVisible();
  await expect(page.getByText('Routine name is required.')).toHaveCount(0);
  const progress = page.getByRole('progressbar', { name: 'Routine form progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '80');

  const matches = page.getByRole('listbox', { name: 'Exercises in the library' }).getByRole('option');
  await page.getByRole('combobox', { name: 'Workout type' }).fill('Push-ups');
  await expect(matches.first()).toContainText('Push-ups');
  await page.getByRole('button', { name: 'Add workout' }).click();
  await page.getByRole('button', { name: 'Save Routine' }).click();
  await expect(page).toHaveURL(new RegExp(`/stryd/[^/]+/${encodeURIComponent(routineName)}$`));
  await expect(page.getByRole('heading', { level: 1, name: routineName })).toBeVisible();
  await expect(page.getByText('Typed before the app')).toBeVisible();
  await expect(page.getByText('Advanced')).toBeVisible();
});

test('the routine page works on a phone @phone', async ({ page }) => {
  const user = newUser('phone');
  const account = await premiumMember(page, user, '/');
  const routineName = `Core ${user.username.slice(-4)}`;
  const saved = await page.request.post(`/api/stryds/${account.id}`, {
    data: {
      routineName,
      routineEquipments: [],
      level: 'Beginner',
      duration: '30 mins',
      workouts: [{ workoutType: 'Plank', workoutSets: 2, workoutReps: '30' }],
    },
  });
  expect(saved.status()).toBe(201);
  // The server draws the page with its routine and open session: the app asks for neither again as it
  // hydrates (a tap at that moment would wait for it); a later visit reads the routine afresh.
  const reads = `/api/stryds/${account.id}/${encodeURIComponent(routineName)}`;
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === reads || path === `${reads}/session`) asked.push(path);
  });
  const response = await page.goto(`/stryd/${account.id}/${encodeURIComponent(routineName)}`);
  await expect(page.getByRole('heading', { level: 1, name: routineName })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Elapsed time' })).toHaveText('00:00.00');
  // Drawn with its workout: the set's button is in the HTML the server sent.
  expect(await response?.text()).toContain('aria-label="Set 1 of Plank"');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: 'Set 1 of Plank' }).click();
  await expect(percent(page)).toHaveText('50.0%');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Elapsed time' })).not.toHaveText('00:00.00');
  await expectAccessible(page);
});

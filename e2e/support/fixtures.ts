import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, test as base, expect, type Page } from '@playwright/test';
import { setPlan } from './admin';

export interface NewUser {
  username: string;
  email: string;
  password: string;
}

export function newUser(prefix = 'e2e'): NewUser {
  const username = `${prefix}_${randomBytes(4).toString('hex')}`;
  return { username, email: `${username}@example.test`, password: 'correct-horse-battery' };
}

/** Fails the test on uncaught page errors and on console errors other than expected HTTP statuses. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(`console.error: ${message.text()}`);
        }
      });
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The app's entry script, as the build names it. */
export const APP_ENTRY = /\/assets\/entry\.client-[\w-]+\.js$/;

/**
 * Holds the app's entry script (or the script `entry` names) back until the returned function is called:
 * until then the page is what its HTML drew, and the app has not taken it over.
 */
export async function holdAppEntry(page: Page, entry: RegExp = APP_ENTRY): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  await page.route(entry, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Creates an intermediate barbell routine of these workouts for the signed-in `userId`; returns the address
 * of its page.
 */
export async function barbellRoutine(
  page: Page,
  userId: string,
  routineName: string,
  workouts: Record<string, unknown>[],
): Promise<string> {
  const created = await page.request.post(`/api/stryds/${userId}`, {
    data: {
      routineName,
      routineEquipments: ['Barbell'],
      level: 'Intermediate',
      duration: '30 mins',
      workouts,
    },
  });
  expect(created.status()).toBe(201);
  return `/stryd/${userId}/${encodeURIComponent(routineName)}`;
}

/**
 * Creates a routine of one exercise, Bench Press on a barbell, in `sets` sets, for the signed-in `userId`;
 * returns the address of its page.
 */
export function benchPressRoutine(
  page: Page,
  userId: string,
  routineName: string,
  sets: number,
): Promise<string> {
  return barbellRoutine(page, userId, routineName, [
    { workoutType: 'Bench Press', workoutSets: sets, workoutReps: '8', exerciseId: 'bench-press' },
  ]);
}

/** A finished session of Bench Press, two sets, logged over the API by the account `api` is signed in as; its id. */
export async function finishedBenchSession(api: APIRequestContext, routineUrl: string): Promise<string> {
  const base = `/api${routineUrl.replace('/stryd/', '/stryds/')}`;
  for (const [setIndex, weightKg] of [
    [0, 60],
    [1, 62.5],
  ] as const) {
    const ticked = await api.put(`${base}/sets/feed-e2e-${setIndex}-${Date.now()}`, {
      data: { workoutIndex: 0, setIndex, reps: 8, weightKg, seconds: null, distanceM: null },
    });
    expect(ticked.ok(), await ticked.text()).toBe(true);
  }
  const finished = await api.post(`${base}/session/finish`, { data: {} });
  expect(finished.ok()).toBe(true);
  return ((await finished.json()) as { session: { id: string } }).session.id;
}

/** Runs `visit` on a page of its own context with JavaScript off: what the HTML alone shows. */
export async function withoutJavaScript(
  browser: Browser,
  baseURL: string | undefined,
  visit: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    await visit(await context.newPage());
  } finally {
    await context.close();
  }
}

export async function signUpViaUi(page: Page, user: NewUser, redirectTo?: string): Promise<void> {
  await page.goto(redirectTo ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : '/signup');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/**
 * Creates an account over the auth API (for people a test needs but whose sign-up it does not test) and
 * returns its id. The request context keeps that account's session cookie.
 */
export async function signUpViaApi(api: APIRequestContext, user: NewUser): Promise<string> {
  const response = await api.post('/api/auth/sign-up/email', {
    data: { email: user.email, password: user.password, name: user.username, username: user.username },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

/**
 * Signs a new account up over the API inside the page's own browser context, so the page is signed in
 * without a trip through the sign-up form (auth.spec tests that form). With `premium`, the operator command
 * grants a plan before the first page load, so nothing needs a reload. Returns the account's id.
 */
export async function signedUp(
  page: Page,
  user: NewUser,
  options: { premium?: boolean } = {},
): Promise<string> {
  const id = await signUpViaApi(page.request, user);
  if (options.premium) setPlan(user.username);
  return id;
}

export async function signInViaUi(page: Page, user: NewUser, redirectTo?: string): Promise<void> {
  await page.goto(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login');
  await page.getByLabel('Email or username').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Signs out through the user menu and waits until the header shows the signed-out state. */
export async function signOutViaUi(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // The next navigation must not overtake the sign-out request (a fresh-clone run saw /login still signed in).
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
}

/**
 * axe: no serious or critical violations, checked once finite animations have ended, since a toast caught
 * halfway through fading in fails colour contrast it meets when shown (a fresh-clone run saw this).
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    const settled = Promise.allSettled(finite.map((a) => a.finished));
    await Promise.race([settled, new Promise((done) => setTimeout(done, 2_000))]);
  });
  // Axe run in the page itself (legacy mode: the app has no cross-origin frames to reach), reporting
  // violations only, which is all this reads: ~170 ms a run against ~490 ms for the default, which opens
  // another page to put frames' results together and details every rule that passed.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}

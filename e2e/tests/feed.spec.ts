import type { Browser, Locator } from '@playwright/test';
import {
  benchPressRoutine,
  expect,
  expectAccessible,
  finishedBenchSession,
  newUser,
  signedUp,
  test,
} from '../support/fixtures';

/** A premium lifter in their own browser context, whose workouts `visibility` may see, with one finished session. */
async function lifterWithSession(
  browser: Browser,
  baseURL: string | undefined,
  { name, visibility }: { name: string; visibility: 'public' | 'followers' },
) {
  const lifter = newUser(name);
  const lifterContext = await browser.newContext({ baseURL });
  const lifterPage = await lifterContext.newPage();
  const lifterId = await signedUp(lifterPage, lifter, { premium: true });
  await lifterPage.request.put('/api/me/session-visibility', { data: { visibility } });
  const routineName = `${name} Bench ${lifter.username.slice(-4)}`;
  await finishedBenchSession(
    lifterPage.request,
    await benchPressRoutine(lifterPage, lifterId, routineName, 2),
  );
  const [session] = (
    (await (await lifterPage.request.get('/api/history')).json()) as { sessions: { id: string }[] }
  ).sessions;
  return { lifter, lifterContext, lifterPage, lifterId, routineName, session };
}

/**
 * Issue 33: a follower sees a finished workout in their feed, with its totals, and gives kudos with one
 * tap; the count holds after a reload, and the lifter sees it on their own card.
 */
test('a follower sees a finished workout in the feed and gives kudos @phone', async ({
  page,
  browser,
  baseURL,
  hasTouch,
}) => {
  // People tap on a phone and click on a desktop.
  const press = (target: Locator) => (hasTouch ? target.tap() : target.click());
  const lifter = newUser('lifter');
  const lifterContext = await browser.newContext({ baseURL });
  const lifterPage = await lifterContext.newPage();
  const lifterId = await signedUp(lifterPage, lifter, { premium: true });
  const lifterApi = lifterPage.request;
  // The lifter's workouts are seen by followers (private by default).
  await lifterApi.put('/api/me/session-visibility', { data: { visibility: 'followers' } });

  const fan = newUser('fan');
  await signedUp(page, fan);
  expect((await page.request.post(`/api/users/${lifterId}/follow`, { data: {} })).ok()).toBe(true);

  const routineName = `Feed Bench ${lifter.username.slice(-4)}`;
  const routineUrl = await benchPressRoutine(lifterPage, lifterId, routineName, 2);
  await finishedBenchSession(lifterApi, routineUrl);

  // The lifter has the app open: the bell will count what the fan does, live.
  await lifterPage.goto('/');
  // The fan's follow is already there.
  await expect(lifterPage.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();

  // Signed in, home is the feed (decision 038): the workout, and before it the routine it was on.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Your feed', exact: true })).toBeVisible();
  const card = page.getByRole('article', { name: `${lifter.username} trained ${routineName}` });
  await expect(card).toBeVisible();
  await expect(
    page.getByRole('article', { name: `${lifter.username} created ${routineName}` }),
  ).toBeVisible();
  await expect(card).toContainText('Sets2');
  await expect(card).toContainText('Volume980 kg');
  await expectAccessible(page);

  const kudos = card.getByRole('button', { name: /^Kudos/ });
  await expect(kudos).toHaveAttribute('aria-pressed', 'false');
  await press(kudos);
  await expect(kudos).toHaveAttribute('aria-pressed', 'true');
  await expect(kudos).toContainText('1');
  await page.reload();
  await expect(card.getByRole('button', { name: /^Kudos/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(lifterPage.getByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();

  // The lifter's own card counts it.
  const answer = await lifterApi.get('/api/feed');
  const own = (
    (await answer.json()) as {
      items: { kind: string; id: string; kudos: number; viewerGaveKudos: boolean }[];
    }
  ).items.find((item) => item.kind === 'session');
  expect(own).toMatchObject({ kudos: 1, viewerGaveKudos: false });

  // The fan comments on the session's page; the lifter replies; the fan sees the thread.
  await press(card.getByRole('link', { name: /^Comment on/ }));
  await expect(page).toHaveURL(`/history/${own?.id}#comments`);
  await page.getByRole('textbox', { name: 'Add a comment' }).fill('Strong press!\nWhat is next?');
  await press(page.getByRole('button', { name: 'Post' }));
  const comments = page.getByRole('region', { name: 'Comments' });
  await expect(comments.getByText('Strong press!')).toBeVisible();
  await expect(lifterPage.getByRole('link', { name: 'Notifications, 3 unread' })).toBeVisible();
  await lifterPage.getByRole('link', { name: 'Notifications, 3 unread' }).click();
  const inbox = lifterPage.getByRole('region', { name: 'Your notifications' });
  await expect(
    inbox.getByRole('link', { name: new RegExp(`^New: ${fan.username} commented on your`) }),
  ).toBeVisible();
  await expect(
    inbox.getByRole('link', { name: `New: ${fan.username} gave kudos to your ${routineName} session` }),
  ).toBeVisible();
  await expect(inbox.getByRole('link', { name: `New: ${fan.username} started following you` })).toBeVisible();
  await expect(lifterPage.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expectAccessible(lifterPage);

  const thread = (await (await lifterApi.get(`/api/history/sessions/${own?.id}/comments`)).json()) as {
    comments: { id: string }[];
  };
  const reply = await lifterApi.post(`/api/history/sessions/${own?.id}/comments`, {
    data: { body: 'Deadlifts, Thursday.', parentId: thread.comments[0]?.id },
  });
  expect(reply.status()).toBe(201);
  await page.reload();
  await expect(comments.getByText('Deadlifts, Thursday.')).toBeVisible();
  await expectAccessible(page);

  // With the feed open, what the lifter does next arrives at its top without a reload: a routine made…
  const listening = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/live');
  await page.goto('/feed');
  await expect(card).toBeVisible();
  await listening;
  // …(decision 038's cards), then a workout.
  const madeName = `Feed Made ${lifter.username.slice(-4)}`;
  await benchPressRoutine(lifterPage, lifterId, madeName, 1);
  await expect(page.getByRole('article').first()).toHaveAccessibleName(
    `${lifter.username} created ${madeName}`,
    { timeout: 5_000 },
  );
  const nextName = `Feed Squat ${lifter.username.slice(-4)}`;
  await finishedBenchSession(lifterApi, await benchPressRoutine(lifterPage, lifterId, nextName, 2));
  const newest = page.getByRole('article').first();
  await expect(newest).toHaveAccessibleName(`${lifter.username} trained ${nextName}`, { timeout: 5_000 });
  await lifterContext.close();
});

/**
 * Issue 33: a session only followers may see stays out of a stranger's sight on every path — the feed,
 * the profile's history, the session's page, its comments and its kudos — while a follower sees it.
 */
test('a followers-only session is invisible to a stranger by every path', async ({
  page,
  browser,
  baseURL,
}) => {
  const { lifter, lifterContext, lifterId, routineName, session } = await lifterWithSession(
    browser,
    baseURL,
    { name: 'quiet', visibility: 'followers' },
  );

  const stranger = newUser('stranger');
  await signedUp(page, stranger);
  await page.goto('/feed');
  await expect(page.getByText('Nothing in your feed yet')).toBeVisible();
  await page.goto(`/profile/${lifterId}`);
  // The routine itself is public (its card is on the profile); the session is not.
  await expect(page.getByText('Their training history is private.')).toBeVisible();
  await page.goto(`/history/${session?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Private history' })).toBeVisible();
  await expect(page.getByText(routineName)).toHaveCount(0);
  for (const path of ['comments', 'kudos'])
    expect((await page.request.get(`/api/history/sessions/${session?.id}/${path}`)).status()).toBe(403);
  expect((await page.request.put(`/api/history/sessions/${session?.id}/kudos`)).status()).toBe(403);

  // Following them opens it.
  expect((await page.request.post(`/api/users/${lifterId}/follow`, { data: {} })).ok()).toBe(true);
  await page.goto('/feed');
  await expect(
    page.getByRole('article', { name: `${lifter.username} trained ${routineName}` }),
  ).toBeVisible();
  await lifterContext.close();
});

/**
 * Issue 33 item 6: when the fan blocks the lifter, each vanishes from the other's screens — the card from
 * the fan's feed, the fan's comment, notifications and profile from the lifter's, the lifter's routines and
 * history from the fan's profile view — and neither can follow the other.
 */
test('a block makes two people vanish from each other’s screens @phone', async ({
  page,
  browser,
  baseURL,
  hasTouch,
}) => {
  const press = (target: Locator) => (hasTouch ? target.tap() : target.click());
  const { lifter, lifterContext, lifterPage, lifterId, routineName, session } = await lifterWithSession(
    browser,
    baseURL,
    { name: 'loud', visibility: 'public' },
  );

  const fan = newUser('quietfan');
  const fanId = await signedUp(page, fan);
  expect((await page.request.post(`/api/users/${lifterId}/follow`, { data: {} })).ok()).toBe(true);
  const comment = await page.request.post(`/api/history/sessions/${session?.id}/comments`, {
    data: { body: 'Not a kind word' },
  });
  expect(comment.status()).toBe(201);
  const card = page.getByRole('article', { name: `${lifter.username} trained ${routineName}` });
  await page.goto('/feed');
  await expect(card).toBeVisible();
  await lifterPage.goto(`/history/${session?.id}`);
  await expect(lifterPage.getByText('Not a kind word')).toBeVisible();
  await expect(lifterPage.getByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();

  await page.goto(`/profile/${lifterId}`);
  await press(page.getByRole('button', { name: `Block ${lifter.username}` }));
  const dialog = page.getByRole('alertdialog', { name: `Block ${lifter.username}?` });
  await expectAccessible(page);
  await press(dialog.getByRole('button', { name: 'Block', exact: true }));
  await expect(page.getByRole('button', { name: `Unblock ${lifter.username}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Follow/ })).toHaveCount(0);
  await expect(
    page.getByText(`You blocked ${lifter.username}. Unblock them to see their routines and training again.`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Routines' })).toHaveCount(0);

  await page.goto('/feed');
  await expect(page.getByText('Nothing in your feed yet')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.goto(`/history/${session?.id}`);
  await expect(page.getByText(routineName)).toHaveCount(0);

  // The lifter's screens lose the fan: the comment, the notifications (live), and the fan's profile's history.
  await expect(lifterPage.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await lifterPage.reload();
  await expect(lifterPage.getByRole('heading', { level: 1, name: routineName })).toBeVisible();
  await expect(lifterPage.getByText('Not a kind word')).toHaveCount(0);
  expect((await lifterPage.request.post(`/api/users/${fanId}/follow`, { data: {} })).status()).toBe(403);
  await lifterPage.goto(`/profile/${fanId}`);
  await expect(lifterPage.getByRole('heading', { name: 'Profile not found' })).toBeVisible();

  await page.goto('/settings');
  const blocked = page.getByRole('region', { name: 'Blocked people' });
  await press(blocked.getByRole('button', { name: `Unblock ${lifter.username}` }));
  await expect(blocked.getByText('You have not blocked anyone.')).toBeVisible();
  await lifterContext.close();
});

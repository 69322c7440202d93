import type { Page } from '@playwright/test';
import { expect, expectAccessible, newUser, signedUp, test } from '../support/fixtures';

/** Delivers pushes to the installed service worker, as a push service would, through Chromium's DevTools protocol. */
async function pushDelivery(page: Page): Promise<{ send: (data: string) => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const found = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const id = await found;
  return {
    send: async (data) => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data });
    },
  };
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      data: n.data as unknown,
      actions: (n as Notification & { actions?: { action: string; title: string }[] }).actions ?? [],
    }));
  });

/**
 * Issue 33 item 4: a push reaching the installed service worker is shown as a notification with the
 * server's words and the screen it opens. (Headless Chromium cannot subscribe to a real push service, so the
 * push is delivered to the worker through the DevTools protocol, as a push service would hand it over.)
 */
test('the service worker shows a pushed notification; a rest that ends on screen is left to the page', async ({
  page,
  context,
}) => {
  await signedUp(page, newUser('push'));
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.grantPermissions(['notifications'], { origin: new URL(page.url()).origin });
  const worker = await pushDelivery(page);

  await worker.send(
    JSON.stringify({
      title: 'New kudos',
      body: 'sam gave kudos to your Push Day session',
      url: '/history/s-1',
      tag: 'n-1',
    }),
  );
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: 'New kudos',
        body: 'sam gave kudos to your Push Day session',
        data: { url: '/history/s-1', restEndsAt: null },
        actions: [],
      },
    ]);

  // The page is on screen: its own timer says "Rest over", so the worker shows nothing more.
  await worker.send(
    JSON.stringify({
      title: 'Rest over',
      body: 'Time for your next set.',
      url: '/',
      tag: 'stryd-rest',
      restEndsAt: new Date().toISOString(),
      actions: [{ action: 'rest-more', title: '+30 s' }],
    }),
  );
  await page.waitForTimeout(500);
  expect((await shownNotifications(page)).map((n) => n.title)).toEqual(['New kudos']);

  // Settings → Notifications offers push for this device, accessibly.
  await page.goto('/settings');
  await expect(page.getByRole('switch', { name: 'Push notifications on this device' })).toBeEnabled();
  await expectAccessible(page);
});

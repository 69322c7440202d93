import { randomBytes } from 'node:crypto';
import { setPlan } from '../support/admin';
import { expect, expectAccessible, newUser, signedUp, signUpViaApi, test } from '../support/fixtures';

test('a free user buys Monthly through the demo checkout and premium pages open', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A premium creator makes a routine (through the API, as the web app would).
  const creator = newUser('coach');
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  const creatorId = await signUpViaApi(api, creator);
  setPlan(creator.username);
  const routineName = `Core ${randomBytes(2).toString('hex')}`;
  const created = await api.post(`/api/stryds/${creatorId}`, {
    data: {
      routineName,
      routineDescription: 'Plank and friends',
      routineEquipments: [],
      level: 'Beginner',
      duration: '30 mins',
      estimatedTimeMinutes: '30',
      workouts: [{ workoutType: 'Plank', workoutSets: 2, workoutReps: '30s' }],
    },
  });
  expect(created.status()).toBe(201);
  await api.dispose();
  const routineUrl = `/stryd/${creatorId}/${encodeURIComponent(routineName)}`;

  // A free user sees the upsell on the routine page.
  const buyer = newUser('buyer');
  await signedUp(page, buyer);
  await page.goto(routineUrl);
  await expect(page.getByText('Viewing routines is a premium feature')).toBeVisible();

  // /upgrade: the three cards, each with its checkout.
  await page.goto('/upgrade');
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade to Stryd Plus' })).toBeVisible();
  for (const name of ['Monthly', 'Quarterly', 'Annually']) {
    await expect(page.getByRole('article', { name })).toBeVisible();
  }
  await expect(page.getByRole('article', { name: 'Quarterly' }).getByText('Save 20%')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Annually' }).getByText('Save 17%')).toBeVisible();
  await expect(page.getByText('Free 3-day trial', { exact: true })).toHaveCount(3);
  const subscribe = page.getByRole('link', { name: 'Subscribe to Monthly' });
  await expect(subscribe).toBeVisible();
  await expectAccessible(page);

  // The demo checkout: clearly labelled, confirm.
  await subscribe.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo checkout — no money moves' })).toBeVisible();
  await expect(page.getByText('Stryd Plus Monthly')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Thank you; the navigation now says Stryd Plus and Plans.
  await expect(page).toHaveURL(/\/plan-confirm$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for choosing Stryd Plus!' }),
  ).toBeVisible();
  await expect(page.getByText('Purchase successful! Your subscription is now active.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Generate a routine' })).toHaveAttribute('href', '/interests');
  await expect(page.getByRole('link', { name: 'Explore routines' })).toHaveAttribute(
    'href',
    '/explore-routines',
  );
  const header = page.getByRole('banner');
  await expect(header.getByText('Stryd Plus')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Plans' })).toBeVisible();
  await expectAccessible(page);

  // Plans now shows the plan to manage: the Monthly card says Subscribed, the others offer a switch,
  // never a second subscription.
  await header.getByRole('link', { name: 'Plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Stryd Plus plan' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your plan' }).getByText('Free trial')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Monthly' }).getByText('Subscribed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to Annually' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Subscribe to Annually' })).toHaveCount(0);

  // And the routine opens.
  await page.goto(routineUrl);
  await expect(page.getByRole('heading', { level: 1, name: routineName })).toBeVisible();
  await expect(page.getByText('Viewing routines is a premium feature')).toHaveCount(0);
});

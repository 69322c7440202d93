import type { APIRequestContext } from '@playwright/test';
import { setPlan } from '../support/admin';
import { expect, newUser, signUpViaApi, test } from '../support/fixtures';
import { shoot } from './shoot';

/** One finished session of Bench Press: two sets of 8 at `kg`; its id. */
async function benchSession(api: APIRequestContext, base: string, kg: number): Promise<string> {
  for (const setIndex of [0, 1]) {
    const answer = await api.put(`${base}/sets/${crypto.randomUUID()}`, {
      data: { workoutIndex: 0, setIndex, reps: 8, weightKg: kg, seconds: null, distanceM: null },
    });
    expect(answer.status()).toBe(200);
  }
  const finished = await api.post(`${base}/session/finish`, { data: {} });
  return ((await finished.json()) as { session: { id: string } }).session.id;
}

test('the social loop: a feed, a session with kudos and comments, the inbox', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const lifterContext = await browser.newContext({ baseURL, colorScheme: 'dark' });
  const lifterPage = await lifterContext.newPage();
  const lifter = newUser('maya');
  const lifterId = await signUpViaApi(lifterPage.request, lifter);
  setPlan(lifter.username);
  await lifterPage.request.put('/api/me/session-visibility', { data: { visibility: 'followers' } });
  const saved = await lifterPage.request.post(`/api/stryds/${lifterId}`, {
    data: {
      routineName: 'Push Day',
      routineEquipments: ['Barbell', 'Bench Press'],
      level: 'Intermediate',
      duration: '45 mins',
      workouts: [{ workoutType: 'Bench Press', workoutSets: 2, workoutReps: '8', exerciseId: 'bench-press' }],
    },
  });
  expect(saved.status()).toBe(201);
  const base = `/api/stryds/${lifterId}/${encodeURIComponent('Push Day')}`;
  await benchSession(lifterPage.request, base, 70);
  const sessionId = await benchSession(lifterPage.request, base, 75);

  const fan = newUser('sam');
  await signUpViaApi(page.request, fan);
  expect((await page.request.post(`/api/users/${lifterId}/follow`, { data: {} })).ok()).toBe(true);
  await page.request.put(`/api/history/sessions/${sessionId}/kudos`);
  const comment = await page.request.post(`/api/history/sessions/${sessionId}/comments`, {
    data: { body: 'Five kilos up in a week. Strong!' },
  });
  await lifterPage.request.post(`/api/history/sessions/${sessionId}/comments`, {
    data: { body: 'Thanks! Deadlifts on Thursday?', parentId: ((await comment.json()) as { id: string }).id },
  });

  await shoot(page, 'feed', async () => {
    await page.goto('/feed');
    await expect(page.getByRole('article').first()).toBeVisible();
  });
  await shoot(lifterPage, 'session-comments', async () => {
    await lifterPage.goto(`/history/${sessionId}#comments`);
    await expect(lifterPage.getByText('Thanks! Deadlifts on Thursday?')).toBeVisible();
  });
  await shoot(lifterPage, 'inbox', async () => {
    await lifterPage.goto('/notifications');
    await expect(lifterPage.getByRole('region', { name: 'Your notifications' })).toBeVisible();
  });
  await lifterContext.close();
});

import type { APIRequestContext } from '@playwright/test';
import { setPlan } from '../support/admin';
import { expect, newUser, test } from '../support/fixtures';
import { ok, signUp } from './accounts';
import { shoot } from './shoot';

/** A premium member with interests, a generated routine and two hand-made ones. */
async function furnish(request: APIRequestContext, id: string) {
  await ok(
    request.post(`/api/interests/${id}`, {
      data: {
        type: 'bodyweight',
        workoutInterests: ['Running', 'Yoga', 'HIIT', 'Calisthenics'],
        workoutEquipments: [],
        level: 'Intermediate',
        style: 'Short and Intense',
        duration: '45mins',
        goal: 'Run a half marathon and get stronger',
      },
    }),
  );
  const generated = (await (
    await ok(request.post('/api/generate/generate-workout', { data: {} }))
  ).json()) as {
    routine: Record<string, unknown>;
  };
  await ok(
    request.post(`/api/stryds/${id}`, { data: { ...generated.routine, routineCreationType: 'generated' } }),
  );
  for (const [routineName, level, duration] of [
    ['Sunrise Mobility', 'Beginner', '30 mins'],
    ['Hill Sprint Ladder', 'Advanced', '45 mins'],
  ] as const) {
    await ok(
      request.post(`/api/stryds/${id}`, {
        data: {
          routineName,
          level,
          duration,
          routineDescription: 'Screenshot routine',
          routineEquipments: [],
          workouts: [
            { workoutType: 'Push-ups', workoutSets: 3, workoutReps: '12' },
            { workoutType: 'Squats', workoutSets: 3, workoutReps: '15' },
          ],
        },
      }),
    );
  }
}

test('profile, people and meals', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const maya = newUser('maya');
  const mayaContext = await browser.newContext();
  const mayaPage = await mayaContext.newPage();
  const mayaId = await signUp(mayaPage, maya);
  setPlan(maya.username);
  await furnish(mayaPage.request, mayaId);

  // A few more members, so /people has suggestions with their reasons.
  for (const [prefix, interests] of [
    ['riley', ['Running', 'Cycling']],
    ['noor', ['Yoga', 'Pilates']],
  ] as const) {
    const context = await browser.newContext();
    const memberPage = await context.newPage();
    const member = newUser(prefix);
    const memberId = await signUp(memberPage, member);
    await ok(
      memberPage.request.post(`/api/interests/${memberId}`, {
        data: {
          type: 'bodyweight',
          workoutInterests: interests,
          level: 'Beginner',
          style: 'Long and moderate',
          duration: '30 mins',
          goal: 'Stay active',
        },
      }),
    );
    await memberPage.request.post(`/api/users/${mayaId}/follow`, { data: {} });
    // Maya follows them, so once the viewer follows Maya they are "Followed by 1 person you follow".
    await mayaPage.request.post(`/api/users/${memberId}/follow`, { data: {} });
    await context.close();
  }
  await mayaContext.close();

  const viewer = newUser('jordan');
  await signUp(page, viewer);
  setPlan(viewer.username);
  await page.request.post(`/api/users/${mayaId}/follow`, { data: {} });

  await shoot(page, 'profile', async () => {
    await page.goto(`/profile/${mayaId}`);
    await expect(page.getByRole('heading', { level: 1, name: maya.username })).toBeVisible();
    await expect(page.getByRole('link', { name: /Hill Sprint Ladder/ })).toBeVisible();
  });

  await shoot(page, 'profile-rank', async () => {
    await page.goto(`/profile/${mayaId}`);
    await page.getByRole('button', { name: /^Rank:/ }).click();
    await expect(page.getByRole('dialog', { name: 'Ranks' })).toBeVisible();
  });

  await shoot(page, 'people', async () => {
    await page.goto(`/people?q=${encodeURIComponent(maya.username.slice(0, 4))}`);
    await expect(page.getByRole('link', { name: new RegExp(maya.username) }).first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Suggested for you' }).getByRole('link').first(),
    ).toBeVisible();
  });

  await page.goto('/meals');
  await page.getByLabel('What would you like to eat this week?').fill('vegetarian high protein');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await page.mouse.move(0, 0);
  await shoot(page, 'meals', async () => {
    // Start the picture at the result: plan name, reason, Save and the first days.
    await page.evaluate(() => {
      const result = document.getElementById('meal-plan-heading')?.closest('section');
      if (result) window.scrollTo(0, result.getBoundingClientRect().top + window.scrollY - 80);
    });
  });

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Meal plan saved')).toBeVisible();
  await shoot(page, 'profile-meals', async () => {
    await page.goto('/profile-page?tab=meals');
    await expect(page.getByRole('tabpanel', { name: 'Meals' }).getByRole('table')).toBeVisible();
  });
});

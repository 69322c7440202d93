import { LIMITS } from '@stryd/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../lib/session';
import { jsonResponse, mockApi, TEST_USER } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { canSaveMealPlan } from '../api/save-meal-plan';
import { MealsPage } from './meals-page';

const PREMIUM: CurrentUser = { ...TEST_USER, userPlan: 'stryd-monthly' };
const PLAN = {
  planName: 'Green Power Week',
  reason: 'Plant protein at every meal.',
  days: Array.from({ length: 7 }, (_, i) => ({
    Breakfast: `Tofu scramble ${i + 1}`,
    Lunch: `Chickpea salad ${i + 1}`,
    Dinner: `Lentil curry ${i + 1}`,
  })),
};

function renderMeals() {
  return renderWithProviders(<MealsPage />, { url: '/meals', path: '/meals' });
}

describe('MealsPage (/meals)', () => {
  it('signed out: redirects to /login?redirectTo=/meals', async () => {
    mockApi({ user: null });
    renderMeals();
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirectTo=%2Fmeals');
  });

  it('free users see the premium upsell linking to /upgrade', async () => {
    mockApi({ user: TEST_USER });
    renderMeals();
    expect(
      await screen.findByRole('heading', { name: 'Meal plans are a premium feature' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Plus' })).toHaveAttribute('href', '/upgrade');
    expect(screen.queryByRole('button', { name: 'Generate' })).not.toBeInTheDocument();
    expect(document.title).toBe('Meal plans | Stryd');
  });

  it('counts characters up to 500 and asks for a prompt before generating', async () => {
    const requests = mockApi({ user: PREMIUM });
    const { user } = renderMeals();
    const prompt = await screen.findByLabelText('What would you like to eat this week?');
    expect(prompt).toHaveAttribute('maxLength', String(LIMITS.mealPromptMax));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tell the coach what you would like to eat.');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.type(prompt, 'vegan');
    expect(screen.getByText(/^5 \/ 500/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('generates a 7-day plan (loading status, then a table), saves it and toasts', async () => {
    let answer!: (r: Response) => void;
    const requests = mockApi({
      user: PREMIUM,
      handlers: {
        'POST /api/generate/generate-meal-plan': () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
        [`POST /api/users/${PREMIUM.id}/meals`]: ({ body }) =>
          jsonResponse({ id: 'm1', createdDate: '2026-11-21', ...(body as object) }, 201),
      },
    });
    const { user } = renderMeals();
    await user.type(
      await screen.findByLabelText('What would you like to eat this week?'),
      'vegetarian high protein',
    );
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByRole('status')).toHaveTextContent('Generating your meal plan…');
    expect(screen.getByRole('button', { name: 'Generating…' })).toBeDisabled();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ prompt: 'vegetarian high protein' });
    answer(jsonResponse({ mealPlan: PLAN, provider: 'builtin' }));

    const result = await screen.findByRole('region', { name: 'Green Power Week' });
    expect(within(result).getByText('Plant protein at every meal.')).toBeInTheDocument();
    const rows = within(result).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    for (const row of rows) expect(within(row).getAllByRole('cell')).toHaveLength(3);

    await user.click(within(result).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Meal plan saved')).toBeInTheDocument();
    const saved = requests.find((r) => r.path === `/api/users/${PREMIUM.id}/meals`);
    expect(saved?.body).toEqual(PLAN);
    expect(within(result).getByRole('link', { name: /Saved · view on profile/ })).toHaveAttribute(
      'href',
      '/profile-page?tab=meals',
    );
  });

  it('shows the 429 message clearly, and Retry generates again', async () => {
    let calls = 0;
    mockApi({
      user: PREMIUM,
      handlers: {
        'POST /api/generate/generate-meal-plan': () => {
          calls += 1;
          return calls === 1
            ? jsonResponse(
                {
                  code: 'AI_RATE_LIMITED',
                  message: 'You can generate 10 times an hour. Please try again in 12 minutes.',
                },
                429,
              )
            : jsonResponse({ mealPlan: PLAN, provider: 'builtin' });
        },
      },
    });
    const { user } = renderMeals();
    await user.type(await screen.findByLabelText('What would you like to eat this week?'), 'keto');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many meal plans for now');
    expect(alert).toHaveTextContent('Please try again in 12 minutes.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Green Power Week' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows AI errors with Retry', async () => {
    mockApi({
      user: PREMIUM,
      handlers: {
        'POST /api/generate/generate-meal-plan': () =>
          jsonResponse(
            { code: 'AI_TIMEOUT', message: 'The AI coach took too long to answer. Please try again.' },
            504,
          ),
      },
    });
    const { user } = renderMeals();
    await user.type(await screen.findByLabelText('What would you like to eat this week?'), 'keto');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The AI coach could not answer. The AI coach took too long to answer.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('canSaveMealPlan (user, plan name and days)', () => {
  it('needs a user, a plan name and a days array', () => {
    expect(canSaveMealPlan({ id: 'u1' }, PLAN)).toBe(true);
    expect(canSaveMealPlan(null, PLAN)).toBe(false);
    expect(canSaveMealPlan({ id: 'u1' }, { ...PLAN, planName: '  ' })).toBe(false);
    expect(canSaveMealPlan({ id: 'u1' }, { planName: 'X', reason: '' })).toBe(false);
    expect(canSaveMealPlan({ id: 'u1' }, null)).toBe(false);
  });
});

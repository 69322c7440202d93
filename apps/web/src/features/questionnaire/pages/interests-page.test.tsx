import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../lib/session';
import { jsonResponse, mockApi, TEST_USER } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { InterestsPage } from './interests-page';

const PREMIUM: CurrentUser = { ...TEST_USER, userPlan: 'stryd-monthly' };
const PREFS_PATH = `/api/interests/${PREMIUM.id}`;

function setup(handlers: Record<string, (r: { body: unknown }) => unknown> = {}) {
  const requests = mockApi({
    user: PREMIUM,
    handlers: {
      [`GET ${PREFS_PATH}`]: () => jsonResponse({ code: 'NO_PREFERENCES', message: 'none' }, 404),
      ...handlers,
    },
  });
  const view = renderWithProviders(<InterestsPage />, { url: '/interests', path: '/interests' });
  return { requests, ...view };
}

async function stepHeading(name: string) {
  return screen.findByRole('heading', { level: 2, name });
}

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('/interests gates', () => {
  it('sends signed-out visitors to log in and come back', async () => {
    mockApi({ user: null });
    renderWithProviders(<InterestsPage />, { url: '/interests', path: '/interests' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirectTo=%2Finterests');
  });

  it("shows free users the 'Upgrade to Plus' panel linking to /upgrade", async () => {
    const requests = mockApi({ user: TEST_USER });
    renderWithProviders(<InterestsPage />, { url: '/interests', path: '/interests' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Upgrade to Plus' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Plus' })).toHaveAttribute('href', '/upgrade');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.path === PREFS_PATH)).toBe(false);
  });
});

describe('/interests questionnaire', () => {
  it('walks the four steps, showing each step message until the step is valid', async () => {
    const { user, requests } = setup({
      [`POST ${PREFS_PATH}`]: ({ body }) => ({ saved: true, preferences: body }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Generate a routine' })).toBeInTheDocument();
    // Step 1: Basic Info
    await stepHeading('Basic Info');
    const progress = screen.getByRole('navigation', { name: 'Questionnaire progress' });
    expect(within(progress).getAllByRole('listitem')).toHaveLength(4);
    expect(within(progress).getByText('Basic Info').closest('li')).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a fitness level to continue.');
    await user.click(screen.getByRole('radio', { name: 'Intermediate' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '18 - 30' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Step 2: Workout Type — focus and scroll move to the new step.
    const step2 = await stepHeading('Workout Type');
    expect(step2).toHaveFocus();
    expect(scrollTo).toHaveBeenCalled();
    expect(screen.getAllByRole('checkbox')).toHaveLength(16);
    expect(screen.queryByRole('group', { name: /Available equipment/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please select at least one workout interest to continue.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Yoga' }));
    await user.click(screen.getByRole('checkbox', { name: 'HIIT' }));
    await user.click(screen.getByRole('radio', { name: 'Equipment' }));
    const equipment = screen.getByRole('group', { name: /Available equipment/ });
    expect(within(equipment).getAllByRole('checkbox')).toHaveLength(15);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please select at least one available equipment or switch to Bodyweight.',
    );
    await user.click(within(equipment).getByRole('checkbox', { name: 'Kettlebell' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Step 3: Preferences
    await stepHeading('Preferences');
    await user.click(screen.getByRole('radio', { name: 'Short and Intense' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please select both a workout style and duration to continue.',
    );
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'Short and Intense',
      'Long and moderate',
      '30 mins',
      '45mins',
      '1 hr',
    ]);
    await user.click(screen.getByRole('radio', { name: '45mins' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Step 4: Goals
    await stepHeading('Goals');
    await user.click(screen.getByRole('button', { name: 'Generate Routine' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your workout goal.');
    await user.type(screen.getByLabelText(/Your goal/), 'Get fit for a ski trip');
    await user.type(screen.getByLabelText(/Additional info/), 'Bad left knee');
    await user.click(screen.getByRole('button', { name: 'Generate Routine' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/generated-stryds');
    const saved = requests.find((r) => r.method === 'POST' && r.path === PREFS_PATH);
    expect(saved?.body).toEqual({
      type: 'equipments',
      workoutInterests: ['Yoga', 'HIIT'],
      workoutEquipments: ['Kettlebell'],
      ageRange: '18 - 30',
      level: 'Intermediate',
      style: 'Short and Intense',
      duration: '45mins',
      goal: 'Get fit for a ski trip',
      additionalText: 'Bad left knee',
    });
  }, 20_000);

  it('Back returns to the previous step with the answers kept; bodyweight hides the equipment', async () => {
    const { user } = setup();
    await stepHeading('Basic Info');
    await user.click(screen.getByRole('radio', { name: 'Beginner' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Workout Type');
    await user.click(screen.getByRole('radio', { name: 'Equipment' }));
    expect(screen.getByRole('group', { name: /Available equipment/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Bodyweight' }));
    expect(screen.queryByRole('group', { name: /Available equipment/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await stepHeading('Basic Info')).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Beginner' })).toBeChecked();
  });

  it('prefills from the saved answers', async () => {
    const { user } = setup({
      [`GET ${PREFS_PATH}`]: () => ({
        type: 'bodyweight',
        workoutInterests: ['Running'],
        workoutEquipments: [],
        level: 'Advanced',
        style: 'Long and moderate',
        duration: '1 hr',
        goal: 'Marathon',
      }),
    });
    await stepHeading('Basic Info');
    expect(screen.getByRole('radio', { name: 'Advanced' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Workout Type');
    expect(screen.getByRole('checkbox', { name: 'Running' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Goals');
    expect(screen.getByLabelText(/Your goal/)).toHaveValue('Marathon');
  });

  it('shows a clear error when saving fails and stays on the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = setup({
      [`GET ${PREFS_PATH}`]: () => ({
        type: 'bodyweight',
        workoutInterests: ['Running'],
        workoutEquipments: [],
        level: 'Advanced',
        style: 'Long and moderate',
        duration: '1 hr',
        goal: 'Marathon',
      }),
      [`POST ${PREFS_PATH}`]: () => jsonResponse({ code: 'INTERNAL', message: 'boom' }, 500),
    });
    await stepHeading('Basic Info');
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Generate Routine' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save your answers. Please try again.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Goals' })).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });
});

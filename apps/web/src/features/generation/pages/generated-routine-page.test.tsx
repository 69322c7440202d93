import type { GeneratedRoutine } from '@stryd/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../lib/session';
import {
  jsonResponse,
  type MockHandler,
  mockApi,
  type RecordedRequest,
  TEST_USER,
} from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { GeneratedRoutinePage } from './generated-routine-page';

const PREMIUM: CurrentUser = { ...TEST_USER, userPlan: 'stryd-annually' };
const GENERATE = 'POST /api/generate/generate-workout';
const SAVE = `POST /api/stryds/${PREMIUM.id}`;

function routine(name: string): GeneratedRoutine {
  return {
    routineName: name,
    estimatedTimeMinutes: 35,
    routineReason: 'Builds your core. Fits a busy week.',
    workouts: ['Push-Ups', 'Plank', 'Bodyweight Squats', 'Glute Bridges', 'Bird Dogs'].map((workoutType) => ({
      workoutType,
      workoutSets: 3,
      workoutReps: '10-15',
    })),
  };
}

function answer(request: RecordedRequest, name: string) {
  const seed = (request.body as { seed: number }).seed;
  return { routine: routine(name), seed, provider: 'builtin' };
}

function render(handlers: Record<string, MockHandler>, user: CurrentUser | null = PREMIUM) {
  const requests = mockApi({ user, handlers });
  const view = renderWithProviders(<GeneratedRoutinePage />, {
    url: '/generated-stryds',
    path: '/generated-stryds',
  });
  return { requests, ...view };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/generated-stryds', () => {
  it("shows 'Generating your routine' while waiting, then the routine with its 5 workouts", async () => {
    let release: () => void = () => {};
    const wait = new Promise<void>((resolve) => {
      release = resolve;
    });
    render({
      [GENERATE]: async (request) => {
        await wait;
        return answer(request, 'Core Crusher');
      },
    });
    const status = (await screen.findByText('Generating your routine')).closest('[role="status"]');
    expect(status).not.toBeNull();
    expect(status).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('heading', { level: 2, name: 'Core Crusher' })).toBeInTheDocument();
    expect(screen.getByText('35 min')).toBeInTheDocument();
    expect(screen.getByText('Builds your core. Fits a busy week.')).toBeInTheDocument();
    const workouts = within(screen.getByRole('list', { name: 'Workouts' })).getAllByRole('listitem');
    expect(workouts).toHaveLength(5);
    expect(workouts[0]).toHaveTextContent('Push-Ups');
    expect(workouts[0]).toHaveTextContent('3 × 10-15');
    expect(screen.queryByText('Generating your routine')).not.toBeInTheDocument();
  });

  it('Regenerate asks again with a new seed and shows the new routine', async () => {
    let calls = 0;
    const { user, requests } = render({
      [GENERATE]: (request) => {
        calls += 1;
        return answer(request, calls === 1 ? 'Core Crusher' : 'Leg Day Blitz');
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Core Crusher' });
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Leg Day Blitz' });
    expect(heading).toHaveFocus();
    const seeds = requests
      .filter((r) => r.path === '/api/generate/generate-workout')
      .map((r) => (r.body as { seed: number }).seed);
    expect(seeds).toHaveLength(2);
    expect(Number.isInteger(seeds[0])).toBe(true);
    expect(seeds[1]).not.toBe(seeds[0]);
  });

  it('shows the error with a Retry button when generation fails, and Retry tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let calls = 0;
    const { user } = render({
      [GENERATE]: (request) => {
        calls += 1;
        if (calls === 1) {
          return jsonResponse(
            { code: 'AI_UNAVAILABLE', message: 'The AI coach is unavailable right now.' },
            502,
          );
        }
        return answer(request, 'Second Wind');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The AI coach is unavailable right now.');
    expect(warn).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Second Wind' })).toBeInTheDocument();
  });

  it('explains a rate limit in the server’s words', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render({
      [GENERATE]: () =>
        jsonResponse(
          {
            code: 'AI_RATE_LIMITED',
            message: 'You can generate 10 times an hour. Please try again in 5 minutes.',
          },
          429,
        ),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in 5 minutes.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('without saved answers it links to the questionnaire', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render({
      [GENERATE]: () =>
        jsonResponse({ code: 'NO_PREFERENCES', message: 'Answer the questionnaire first.' }, 409),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Answer the questionnaire first/);
    expect(screen.getByRole('link', { name: 'Answer the questionnaire' })).toHaveAttribute(
      'href',
      '/interests',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('Proceed saves the routine as generated and goes to /profile-page', async () => {
    const { user, requests } = render({
      [GENERATE]: (request) => answer(request, 'Core Crusher'),
      [SAVE]: () => jsonResponse({ routineName: 'Core Crusher', creatorID: PREMIUM.id }, 201),
    });
    await screen.findByRole('heading', { level: 2, name: 'Core Crusher' });
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/profile-page');
    const saved = requests.find((r) => r.method === 'POST' && r.path === `/api/stryds/${PREMIUM.id}`);
    expect(saved?.body).toEqual({ ...routine('Core Crusher'), routineCreationType: 'generated' });
  });

  it('a duplicate name explains itself and offers Regenerate', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = render({
      [GENERATE]: (request) => answer(request, 'Core Crusher'),
      [SAVE]: () =>
        jsonResponse(
          { code: 'ROUTINE_NAME_TAKEN', message: 'You already have a routine named "Core Crusher".' },
          409,
        ),
    });
    await screen.findByRole('heading', { level: 2, name: 'Core Crusher' });
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have a routine named "Core Crusher". Regenerate to get a routine with a different name.',
    );
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('free users get the upsell and no generation', async () => {
    const { requests } = render({}, TEST_USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Upgrade to Plus' })).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/generate/generate-workout')).toBe(false);
  });

  it('signed-out visitors are sent to log in', async () => {
    render({}, null);
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirectTo=%2Fgenerated-stryds');
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, TEST_USER } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { HomePage } from './home-page';

const PATHS = ['/profile-page', '/interests', '/add-routine', '/meals'];

async function quickAccessHrefs() {
  const section = (await screen.findByRole('heading', { name: 'Quick access' })).closest('section')!;
  return within(section)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

const ROUTINES = Array.from({ length: 6 }, (_, i) => ({
  userID: `creator-${i}`,
  username: `coach_${i}`,
  routine: { routineName: `Core Blast ${i}/b`, estimatedTimeMinutes: '30' },
  level: 'Beginner',
  participants: i,
  reason: `Matches your interest: Yoga ${i}`,
}));
const PEOPLE = Array.from({ length: 5 }, (_, i) => ({
  userID: `person-${i}`,
  username: `runner_${i}`,
  profileImageLink: null,
  reason: `Popular with ${i} followers`,
}));

function recommendationHandlers(viewer: string) {
  return {
    [`GET /api/recommendations/routines/${viewer}`]: () => ({ items: ROUTINES }),
    [`GET /api/recommendations/people/${viewer}`]: () => ({ items: PEOPLE }),
  };
}

/** A signed-in home also shows the streak. */
const noStreak = { 'GET /api/me/streak': () => ({ streakWeeks: 0 }) };

function linksIn(headingName: string) {
  const section = screen.getByRole('heading', { name: headingName }).closest('section')!;
  return within(section).getAllByRole('link');
}

describe('HomePage quick-access cards', () => {
  it('signed out: each card goes to /login?redirectTo={path}', async () => {
    mockApi({ user: null, handlers: recommendationHandlers('anonymous') });
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Stryd' })).toBeInTheDocument();
    expect(await quickAccessHrefs()).toEqual(
      PATHS.map((path) => `/login?redirectTo=${encodeURIComponent(path)}`),
    );
  });

  it('signed in: each card goes straight to its page', async () => {
    mockApi({ user: TEST_USER, handlers: { ...recommendationHandlers(TEST_USER.id), ...noStreak } });
    renderWithProviders(<HomePage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, alex_runs' }),
    ).toBeInTheDocument();
    expect(await quickAccessHrefs()).toEqual(PATHS);
  });
});

describe('HomePage recommendations', () => {
  it("shows at most 4 routines and 4 people, each with its reason and link, for the viewer's id", async () => {
    const requests = mockApi({
      user: TEST_USER,
      handlers: { ...recommendationHandlers(TEST_USER.id), ...noStreak },
    });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Matches your interest: Yoga 0')).toBeInTheDocument();
    const routineLinks = linksIn('Recommended routines').filter((l) =>
      l.getAttribute('href')?.startsWith('/stryd/'),
    );
    expect(routineLinks.map((l) => l.getAttribute('href'))).toEqual([
      '/stryd/creator-0/Core%20Blast%200%2Fb',
      '/stryd/creator-1/Core%20Blast%201%2Fb',
      '/stryd/creator-2/Core%20Blast%202%2Fb',
      '/stryd/creator-3/Core%20Blast%203%2Fb',
    ]);
    expect(screen.queryByText('Matches your interest: Yoga 4')).not.toBeInTheDocument();
    await screen.findByText('Popular with 0 followers');
    const personLinks = linksIn('People to follow').filter((l) =>
      l.getAttribute('href')?.startsWith('/profile/'),
    );
    expect(personLinks.map((l) => l.getAttribute('href'))).toEqual([
      '/profile/person-0',
      '/profile/person-1',
      '/profile/person-2',
      '/profile/person-3',
    ]);
    expect(personLinks[0]).toHaveTextContent('Popular with 0 followers');
    expect(requests.map((r) => r.path)).toContain(`/api/recommendations/routines/${TEST_USER.id}`);
  });

  it("asks with the 'anonymous' id when signed out", async () => {
    const requests = mockApi({ user: null, handlers: recommendationHandlers('anonymous') });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Matches your interest: Yoga 0')).toBeInTheDocument();
    expect(requests.map((r) => r.path)).toContain('/api/recommendations/people/anonymous');
  });

  it('shows loading skeletons, then on failure only logs a warning and shows a quiet empty state', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      fail = resolve;
    });
    mockApi({
      user: TEST_USER,
      handlers: {
        ...noStreak,
        [`GET /api/recommendations/routines/${TEST_USER.id}`]: async () => {
          await gate;
          return jsonResponse({ code: 'BOOM', message: 'down' }, 403);
        },
        [`GET /api/recommendations/people/${TEST_USER.id}`]: async () => {
          await gate;
          return jsonResponse({ code: 'BOOM', message: 'down' }, 403);
        },
      },
    });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Loading recommended routines…')).toBeInTheDocument();
    fail();
    expect(await screen.findByText(/No routines to suggest yet/)).toBeInTheDocument();
    expect(await screen.findByText(/No one to suggest yet/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });
});

describe('HomePage while the account loads (no layout shift)', () => {
  it('draws nothing the account could move until it arrives, then the whole page', async () => {
    let answer: (user: typeof TEST_USER) => void = () => {};
    const me = new Promise<typeof TEST_USER>((resolve) => {
      answer = resolve;
    });
    mockApi({
      handlers: {
        'GET /api/me': async () => ({ user: await me }),
        ...recommendationHandlers(TEST_USER.id),
        'GET /api/me/streak': () => ({ streakWeeks: 2 }),
      },
    });
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Quick access' })).not.toBeInTheDocument();

    answer(TEST_USER);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, alex_runs' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2-week streak')).toBeInTheDocument();
    expect(await quickAccessHrefs()).toEqual(PATHS);
  });
});

describe('HomePage with the feed (decision 038)', () => {
  const feed = <p>The feed itself</p>;

  it('signed in: the feed under its heading, in place of the recommendations; the streak links History only', async () => {
    const requests = mockApi({ user: TEST_USER, handlers: noStreak });
    renderWithProviders(<HomePage feed={feed} />);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Your feed' });
    expect(within(heading.closest('section')!).getByText('The feed itself')).toBeInTheDocument();
    expect(await quickAccessHrefs()).toEqual(PATHS);
    expect(await screen.findByRole('link', { name: 'History' })).toHaveAttribute('href', '/history');
    expect(screen.queryByRole('link', { name: 'Feed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recommended routines' })).not.toBeInTheDocument();
    expect(requests.map((r) => r.path).filter((path) => path.includes('recommendations'))).toEqual([]);
  });

  it('signed out: home as it was, without the feed', async () => {
    mockApi({ user: null, handlers: recommendationHandlers('anonymous') });
    renderWithProviders(<HomePage feed={feed} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Stryd' })).toBeInTheDocument();
    expect(await screen.findByText('Matches your interest: Yoga 0')).toBeInTheDocument();
    expect(screen.queryByText('The feed itself')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your feed' })).not.toBeInTheDocument();
  });
});

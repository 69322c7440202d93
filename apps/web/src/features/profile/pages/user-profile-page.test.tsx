import { TOAST_MESSAGES } from '@stryd/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, TEST_USER } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { BLOCK_TEXT } from '../components/block-button';
import { otherProfile } from '../test-profiles';
import { UserProfilePage } from './user-profile-page';

const PATH = '/profile/:userID';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const followers = () => screen.getByTestId('stat-followers');

/** A signed-in viewer also asks for the person's history: here, public and empty. */
const emptyHistory = {
  'GET /api/users/user-2/history': () => ({
    sessions: [],
    nextBefore: null,
    days: [],
    weeks: [],
    streakWeeks: 0,
    historyPublic: true,
  }),
};

describe('UserProfilePage (/profile/:userID)', () => {
  it('shows the header, the three routine sections linking to each routine, and no Follow when signed out', async () => {
    mockApi({ user: null, handlers: { 'GET /api/users/user-2': () => otherProfile() } });
    renderWithProviders(<UserProfilePage />, { url: '/profile/user-2', path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'sam_lifts' })).toBeInTheDocument();
    expect(document.title).toBe('sam_lifts | Stryd');
    const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
    expect(within(section('Generated')).getByRole('link', { name: /Morning Burn/ })).toHaveAttribute(
      'href',
      '/stryd/user-2/Morning%20Burn',
    );
    expect(within(section('Added')).getByRole('link', { name: /Leg Day \/ Heavy/ })).toHaveAttribute(
      'href',
      '/stryd/user-3/Leg%20Day%20%2F%20Heavy',
    );
    expect(within(section('Created')).getByRole('link', { name: /Core Crusher/ })).toHaveAttribute(
      'href',
      '/stryd/user-2/Core%20Crusher',
    );
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to follow' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Fprofile%2Fuser-2',
    );
  });

  it("redirects the viewer's own id to /profile-page", async () => {
    const requests = mockApi({ user: TEST_USER });
    renderWithProviders(<UserProfilePage />, { url: `/profile/${TEST_USER.id}`, path: PATH });
    expect(await screen.findByTestId('location')).toHaveTextContent('/profile-page');
    expect(requests.some((r) => r.path === `/api/users/${TEST_USER.id}`)).toBe(false);
  });

  it('shows a clear not-found state for an unknown id', async () => {
    mockApi({
      handlers: {
        'GET /api/users/nobody': () =>
          jsonResponse({ code: 'USER_NOT_FOUND', message: 'User not found.' }, 404),
      },
    });
    renderWithProviders(<UserProfilePage />, { url: '/profile/nobody', path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find people' })).toHaveAttribute('href', '/people');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('Follow is optimistic: Following and followers +1 at once, then the server count', async () => {
    const answer = deferred<Response>();
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        ...emptyHistory,
        'GET /api/users/user-2': () => otherProfile(),
        'POST /api/users/user-2/follow': () => answer.promise,
      },
    });
    const { user } = renderWithProviders(<UserProfilePage />, { url: '/profile/user-2', path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Follow sam_lifts' }));
    expect(await screen.findByRole('button', { name: 'Following sam_lifts' })).toBeInTheDocument();
    expect(followers()).toHaveTextContent('6');
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({ username: 'alex_runs', profileImageLink: '', userID: 'user-1' });
    answer.resolve(jsonResponse({ following: true, followers: 9 }));
    await waitFor(() => expect(followers()).toHaveTextContent('9'));
    expect(screen.getByRole('button', { name: 'Following sam_lifts' })).toBeInTheDocument();
  });

  it('Unfollow lowers the count by one', async () => {
    mockApi({
      user: TEST_USER,
      handlers: {
        ...emptyHistory,
        'GET /api/users/user-2': () =>
          otherProfile({ viewer: { isSelf: false, isFollowing: true, hasBlocked: false } }),
        'POST /api/users/user-2/unfollow': () => new Promise<Response>(() => {}),
      },
    });
    const { user } = renderWithProviders(<UserProfilePage />, { url: '/profile/user-2', path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Following sam_lifts' }));
    expect(await screen.findByRole('button', { name: 'Follow sam_lifts' })).toBeInTheDocument();
    expect(followers()).toHaveTextContent('4');
  });

  it("a failed follow rolls back and toasts 'Error occurred'", async () => {
    const answer = deferred<Response>();
    mockApi({
      user: TEST_USER,
      handlers: {
        ...emptyHistory,
        'GET /api/users/user-2': () => otherProfile(),
        'POST /api/users/user-2/follow': () => answer.promise,
      },
    });
    const { user } = renderWithProviders(<UserProfilePage />, { url: '/profile/user-2', path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Follow sam_lifts' }));
    expect(followers()).toHaveTextContent('6');
    answer.resolve(jsonResponse({ code: 'INTERNAL', message: 'boom' }, 500));
    expect(await screen.findByText(TOAST_MESSAGES.followError)).toBeInTheDocument();
    expect(TOAST_MESSAGES.followError).toBe('Error occurred');
    expect(screen.getByRole('button', { name: 'Follow sam_lifts' })).toBeInTheDocument();
    expect(followers()).toHaveTextContent('5');
  });

  it('opens the rank table from the rank button with the user’s tier marked', async () => {
    mockApi({ handlers: { 'GET /api/users/user-2': () => otherProfile({ totalXP: 35001 }) } });
    const { user } = renderWithProviders(<UserProfilePage />, { url: '/profile/user-2', path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Rank: Deity' }));
    const dialog = screen.getByRole('dialog', { name: 'Ranks' });
    const current = within(dialog)
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-current') === 'true');
    expect(current).toHaveTextContent('Deity');
    expect(within(dialog).getByText('Deity is the top rank.', { exact: false })).toBeInTheDocument();
  });

  it('shows their streak and latest sessions when their history is public, one line when private', async () => {
    const session = {
      id: 's1',
      routineName: 'Push Day',
      creatorId: 'user-2',
      startedAt: '2026-11-24T12:00:00.000Z',
      finishedAt: '2026-11-24T12:42:05.000Z',
      durationMs: 2_525_000,
      setCount: 12,
      volumeKg: 3240,
      xpEarned: 120,
      recordCount: 0,
    };
    const history = {
      sessions: [session],
      nextBefore: null,
      days: [],
      weeks: [],
      streakWeeks: 4,
      historyPublic: true,
    };
    mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/users/user-2': () => otherProfile(),
        'GET /api/users/user-2/history': () => history,
      },
    });
    const first = renderWithProviders(<UserProfilePage />, { url: '/profile/user-2', path: PATH });
    const section = await screen.findByRole('region', { name: 'Training history' });
    expect(within(section).getByText('4-week streak')).toBeInTheDocument();
    expect(within(section).getByRole('listitem')).toHaveTextContent(
      'Push DayTue, Nov 24, 2026 · 42:05 min · 12 sets',
    );
    first.unmount();

    mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/users/user-2': () => otherProfile(),
        'GET /api/users/user-2/history': () =>
          jsonResponse({ code: 'HISTORY_PRIVATE', message: 'This history is private.' }, 403),
      },
    });
    renderWithProviders(<UserProfilePage />, { url: '/profile/user-2', path: PATH });
    expect(await screen.findByText('Their training history is private.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Training history' })).not.toBeInTheDocument();
  });
});

describe('blocking from a profile (docs/product.md#blocking)', () => {
  it('Block asks first, then blocks; the profile then offers Unblock and no Follow', async () => {
    let blocked = false;
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        ...emptyHistory,
        'GET /api/users/user-2': () =>
          otherProfile({ viewer: { isSelf: false, isFollowing: !blocked, hasBlocked: blocked } }),
        'PUT /api/users/user-2/block': () => {
          blocked = true;
          return { blocked: true };
        },
      },
    });
    const { user } = renderWithProviders(<UserProfilePage />, { url: '/profile/user-2', path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Block sam_lifts' }));
    const dialog = await screen.findByRole('alertdialog', { name: BLOCK_TEXT.title('sam_lifts') });
    expect(dialog).toHaveAccessibleDescription(BLOCK_TEXT.description);
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(BLOCK_TEXT.blocked('sam_lifts'))).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unblock sam_lifts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
    expect(await screen.findByText(BLOCK_TEXT.profile('sam_lifts'))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Routines' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([
      '/api/users/user-2/block',
    ]);
  });

  it('Unblock takes the block back at once', async () => {
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        ...emptyHistory,
        'GET /api/users/user-2': () =>
          otherProfile({ viewer: { isSelf: false, isFollowing: false, hasBlocked: true } }),
        'DELETE /api/users/user-2/block': () => ({ blocked: false }),
      },
    });
    const { user } = renderWithProviders(<UserProfilePage />, { url: '/profile/user-2', path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Unblock sam_lifts' }));
    expect(await screen.findByText(BLOCK_TEXT.unblocked('sam_lifts'))).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/users/user-2/block')).toBe(true);
  });
});

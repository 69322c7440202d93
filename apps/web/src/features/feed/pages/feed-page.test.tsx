import type { FeedAnswer, FeedItem, FeedSessionCard } from '@stryd/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { jsonResponse, mockApi, TEST_USER } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { summary } from '../../../test/session-summary';
import { KUDOS_FAILED_TEXT } from '../api/kudos';
import { EMPTY_FEED_TEXT, FeedPage } from './feed-page';

function card(overrides: Partial<FeedSessionCard> = {}): FeedSessionCard {
  return {
    ...summary({ id: 'session-9', creatorId: 'user-2', recordCount: 1 }),
    kind: 'session',
    person: { id: 'user-2', username: 'sam_lifts', image: null },
    records: [{ exerciseName: 'Bench Press', kind: 'weight' }],
    topExercises: [
      { exerciseName: 'Bench Press', sets: 5, volumeKg: 2400 },
      { exerciseName: 'Plank', sets: 3, volumeKg: 0 },
    ],
    kudos: 2,
    viewerGaveKudos: false,
    comments: 0,
    ...overrides,
  };
}

const page = (items: FeedItem[], next: string | null = null): FeedAnswer => ({ items, next });
const render = () => renderWithProviders(<FeedPage />, { url: '/feed', path: '/feed' });
const fetchedUrls = () => vi.mocked(fetch).mock.calls.map(([input]) => String(input));
const kudosButton = () => screen.findByRole('button', { name: /^Kudos/ });

afterEach(() => {
  toast.dismiss();
});

describe('/feed', () => {
  it('signed out: goes to login and back here after', async () => {
    mockApi({ user: null });
    render();
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirectTo=%2Ffeed');
  });

  it('shows who trained what, when, its totals in your unit, records, top exercises and kudos', async () => {
    mockApi({
      user: { ...TEST_USER, weightUnit: 'lb' },
      handlers: { 'GET /api/feed': () => page([card()]) },
    });
    render();
    const article = await screen.findByRole('article', { name: 'sam_lifts trained Push Day' });
    expect(within(article).getByRole('link', { name: 'sam_lifts' })).toHaveAttribute(
      'href',
      '/profile/user-2',
    );
    expect(within(article).getByRole('link', { name: 'Push Day' })).toHaveAttribute(
      'href',
      '/stryd/user-2/Push%20Day',
    );
    expect(article).toHaveTextContent('Tue, Nov 24, 2026');
    expect(article).toHaveTextContent('42:05 min');
    expect(article).toHaveTextContent('Volume7,143 lb');
    expect(within(article).getByRole('list', { name: 'Records' })).toHaveTextContent(
      'Bench Press: Heaviest weight',
    );
    const top = within(within(article).getByRole('list', { name: 'Top exercises' })).getAllByRole('listitem');
    expect(top.map((item) => item.textContent)).toEqual(['Bench Press5 sets · 5,291.1 lb', 'Plank3 sets']);
    expect(await kudosButton()).toHaveAttribute('aria-pressed', 'false');
    expect(within(article).getByRole('link', { name: /^View sets/ })).toHaveAttribute(
      'href',
      '/history/session-9',
    );
    expect(
      within(article).getByRole('link', { name: 'Comment on Push Day, Tue, Nov 24, 2026' }),
    ).toHaveAttribute('href', '/history/session-9#comments');
  });

  it('kudos show at the tap and take the server’s count when it answers', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/feed': () => page([card()]),
        'PUT /api/history/sessions/session-9/kudos': async () => {
          await answered;
          return { kudos: 5, viewerGaveKudos: true };
        },
      },
    });
    const { user } = render();
    await user.click(await kudosButton());
    // Before the server answers: given, one more.
    expect(await kudosButton()).toHaveAttribute('aria-pressed', 'true');
    expect(await kudosButton()).toHaveTextContent('Kudos3');
    release();
    await waitFor(async () => expect(await kudosButton()).toHaveTextContent('Kudos5'));
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([
      '/api/history/sessions/session-9/kudos',
    ]);
  });

  it('a refused kudos puts the card back as it was', async () => {
    mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/feed': () => page([card({ kudos: 4, viewerGaveKudos: true })]),
        'DELETE /api/history/sessions/session-9/kudos': () =>
          jsonResponse({ code: 'HISTORY_PRIVATE', message: 'This history is private.' }, 403),
      },
    });
    const { user } = render();
    await user.click(await kudosButton());
    await waitFor(async () => expect(await kudosButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(await kudosButton()).toHaveTextContent('Kudos4');
    expect(await screen.findByText(KUDOS_FAILED_TEXT)).toBeInTheDocument();
    expect(KUDOS_FAILED_TEXT).toBe('Your kudos did not go through. Try again.');
  });

  it('your own session shows its kudos and gives none', async () => {
    mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/feed': () =>
          page([
            card({
              person: { id: TEST_USER.id, username: TEST_USER.username, image: null },
              kudos: 1,
              comments: 3,
            }),
          ]),
      },
    });
    render();
    const article = await screen.findByRole('article', { name: 'You trained Push Day' });
    expect(article).toHaveTextContent('1 kudos');
    expect(within(article).getByRole('link', { name: /^3 comments/ })).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: /^Kudos/ })).toBeNull();
  });

  it('loads more workouts from the cursor of the last page, below the first', async () => {
    let calls = 0;
    mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/feed': () => {
          calls += 1;
          return calls === 1
            ? page([card()], '2026-11-24T12:42:05.000Z~session-9')
            : page([card({ id: 'session-8', routineName: 'Leg Day' })]);
        },
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Load more workouts' }));
    expect(await screen.findByRole('article', { name: 'sam_lifts trained Leg Day' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'sam_lifts trained Push Day' })).toBeInTheDocument();
    expect(fetchedUrls()).toContain('/api/feed?limit=20&after=2026-11-24T12%3A42%3A05.000Z%7Esession-9');
    expect(screen.queryByRole('button', { name: 'Load more workouts' })).toBeNull();
  });

  it('shows the small cards among the sessions, in the order the server gave', async () => {
    const at = '2026-11-25T08:00:00.000Z';
    const person = { id: 'user-3', username: 'kim', image: null };
    mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/feed': () =>
          page([
            { kind: 'rank-reached', id: 'rank:user-3:1', at, person, rank: 'Initiate' },
            card(),
            {
              kind: 'routine-created',
              id: 'routine-5',
              at: '2026-11-20T08:00:00.000Z',
              person: { ...person, id: TEST_USER.id },
              routine: { id: 'routine-5', name: 'Core', creatorId: TEST_USER.id, creationType: 'created' },
            },
          ]),
      },
    });
    render();
    await screen.findByRole('article', { name: 'kim reached the rank Initiate' });
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toEqual([
      'feed-card-rank:user-3:1',
      'feed-card-session-9',
      'feed-card-routine-5',
    ]);
    expect(screen.getByRole('article', { name: 'You created Core' })).toBeInTheDocument();
  });

  it('an empty feed suggests people to follow and routines to train, as home does', async () => {
    mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/feed': () => page([]),
        [`GET /api/recommendations/people/${TEST_USER.id}`]: () => ({
          items: [
            { userID: 'user-7', username: 'kim_runs', profileImageLink: null, reason: 'Trains like you' },
          ],
        }),
        [`GET /api/recommendations/routines/${TEST_USER.id}`]: () => ({ items: [] }),
      },
    });
    render();
    expect(await screen.findByText(EMPTY_FEED_TEXT)).toBeInTheDocument();
    expect(EMPTY_FEED_TEXT).toBe(
      'Follow people to see their workouts here, with the records they beat. Your own finished sessions show here too.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing in your feed yet' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /kim_runs/ })).toHaveAttribute('href', '/profile/user-7');
    expect(screen.getByRole('link', { name: 'Find people' })).toHaveAttribute('href', '/people');
    expect(await screen.findByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore-routines');
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, TEST_USER } from '../../../test/fetch-mock';
import { refetchOffline } from '../../../test/refetch-offline';
import { renderWithProviders } from '../../../test/render';
import { routineSearchQuery } from '../api/search-routines';
import { ExploreRoutinesPage } from './explore-routines-page';

function item(i: number) {
  return {
    userID: `u${i}`,
    username: `coach_${i}`,
    routine: { routineName: `Core ${i}`, estimatedTimeMinutes: '30' },
    level: 'Beginner',
    participants: 2,
  };
}

const RECOMMENDED = [1, 2, 3, 4, 5].map((i) => ({ ...item(i + 100), reason: `Because you like Yoga ${i}` }));

function setup(url = '/explore-routines') {
  let pageCalls = 0;
  const requests = mockApi({
    user: TEST_USER,
    handlers: {
      [`GET /api/recommendations/routines/${TEST_USER.id}`]: () => ({ items: RECOMMENDED }),
      'GET /api/search/routines/zzz': () => ({ items: [], page: 1, limit: 12, hasMore: false }),
      'GET /api/search/routines/core': () => {
        pageCalls += 1;
        return pageCalls === 2
          ? { items: [item(13)], page: 2, limit: 12, hasMore: false }
          : { items: Array.from({ length: 12 }, (_, i) => item(i + 1)), page: 1, limit: 12, hasMore: true };
      },
    },
  });
  const view = renderWithProviders(<ExploreRoutinesPage />, { url, path: '/explore-routines' });
  return { requests, ...view };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/explore-routines', () => {
  it('shows up to 4 recommended routines with their reasons while no search is active', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore routines' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Recommended routines' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(4);
    expect(links[0]).toHaveAttribute('href', '/stryd/u101/Core%20101');
    expect(links[0]).toHaveTextContent('Because you like Yoga 1');
  });

  it("shows 'Search field is empty' for an empty search and sends nothing", async () => {
    const { user, requests } = setup();
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Search field is empty');
    expect(requests.some((r) => r.path.startsWith('/api/search/'))).toBe(false);
  });

  it('searches, lists results linking to each routine, and loads more while there are more', async () => {
    const { user, requests } = setup();
    await user.type(await screen.findByLabelText('Search routines'), 'core{Enter}');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('link')).toHaveLength(12);
    expect(within(results).getAllByRole('link')[0]).toHaveAttribute('href', '/stryd/u1/Core%201');
    expect(screen.queryByRole('list', { name: 'Recommended routines' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /Core 13/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/api/search/routines/core')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('list', { name: 'Recommended routines' })).toBeInTheDocument();
  });

  it('results already shown stay on screen when loading more, or asking for them again, fails (offline)', async () => {
    const { user, queryClient } = setup('/explore-routines?q=core');
    const results = await screen.findByRole('list', { name: 'Search results' });
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load more routines.');
    expect(within(results).getAllByRole('link')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();

    await refetchOffline(queryClient, routineSearchQuery('core').queryKey);
    expect(results).toBeInTheDocument();
    expect(within(results).getAllByRole('link')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    setup('/explore-routines?q=zzz');
    expect(await screen.findByText('No routines match “zzz”. Try another word.')).toBeInTheDocument();
  });
});

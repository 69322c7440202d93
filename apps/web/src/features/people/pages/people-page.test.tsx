import { UI_TEXT } from '@stryd/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, TEST_USER } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { PeoplePage } from './people-page';

const person = (n: number) => ({ userID: `u${n}`, username: `sam_${n}`, profileImageLink: null });

describe('PeoplePage (/people)', () => {
  it("an empty search shows 'Search field is empty' and calls nothing", async () => {
    const requests = mockApi({
      handlers: { 'GET /api/recommendations/people/anonymous': () => ({ items: [] }) },
    });
    const { user } = renderWithProviders(<PeoplePage />, { url: '/people' });
    expect(await screen.findByRole('heading', { level: 1, name: 'People' })).toBeInTheDocument();
    expect(document.title).toBe('People | Stryd');
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(UI_TEXT.searchEmpty);
    expect(requests.some((r) => r.path.startsWith('/api/search'))).toBe(false);
  });

  it("finds people page by page with 'Load more'; each card links to /profile/{userID}", async () => {
    // The mock records paths without the query string, so count the calls: page 1, then page 2.
    let calls = 0;
    mockApi({
      handlers: {
        'GET /api/recommendations/people/anonymous': () => ({ items: [] }),
        'GET /api/search/people/sam': () => {
          calls += 1;
          return calls === 1
            ? { items: [person(1), person(2)], page: 1, limit: 12, hasMore: true }
            : { items: [person(3)], page: 2, limit: 12, hasMore: false };
        },
      },
    });
    const { user } = renderWithProviders(<PeoplePage />, { url: '/people' });
    await user.type(await screen.findByRole('searchbox', { name: 'Search people' }), 'sam');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('region', { name: 'Results for “sam”' });
    expect(await within(results).findByRole('link', { name: /sam_1/ })).toHaveAttribute(
      'href',
      '/profile/u1',
    );
    await user.click(within(results).getByRole('button', { name: 'Load more' }));
    expect(await within(results).findByRole('link', { name: /sam_3/ })).toHaveAttribute(
      'href',
      '/profile/u3',
    );
    expect(within(results).getAllByRole('link')).toHaveLength(3);
    expect(within(results).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const searches = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => String(input))
      .filter((url) => url.startsWith('/api/search'));
    expect(searches).toEqual([
      '/api/search/people/sam?page=1&limit=12',
      '/api/search/people/sam?page=2&limit=12',
    ]);
  });

  it('says so when nobody matches', async () => {
    mockApi({
      handlers: {
        'GET /api/recommendations/people/anonymous': () => ({ items: [] }),
        'GET /api/search/people/zzz': () => ({ items: [], page: 1, limit: 12, hasMore: false }),
      },
    });
    renderWithProviders(<PeoplePage />, { url: '/people?q=zzz' });
    expect(await screen.findByText(/No people match “zzz”/)).toBeInTheDocument();
  });

  it('shows recommended people for the viewer with their reason', async () => {
    mockApi({
      user: TEST_USER,
      handlers: {
        [`GET /api/recommendations/people/${TEST_USER.id}`]: () => ({
          items: [{ ...person(7), profileImageLink: '', reason: 'Matches your interest: Yoga' }],
        }),
      },
    });
    renderWithProviders(<PeoplePage />, { url: '/people' });
    const section = await screen.findByRole('region', { name: 'Suggested for you' });
    const card = await within(section).findByRole('link', { name: /sam_7/ });
    expect(card).toHaveAttribute('href', '/profile/u7');
    expect(card).toHaveTextContent('Matches your interest: Yoga');
    expect(within(card).getByText('S')).toBeInTheDocument();
  });
});

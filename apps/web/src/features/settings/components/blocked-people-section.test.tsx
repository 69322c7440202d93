import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, TEST_USER } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { BLOCKED_PEOPLE_TEXT, BlockedPeopleSection } from './blocked-people-section';

describe('Settings → Blocked people (docs/product.md#blocking)', () => {
  it('lists the people you blocked, each with Unblock, and says when there is nobody', async () => {
    let people = [{ id: 'user-2', username: 'sam_lifts', image: null }];
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/me/blocks': () => ({ people }),
        'DELETE /api/users/user-2/block': () => {
          people = [];
          return { blocked: false };
        },
      },
    });
    const { user } = renderWithProviders(<BlockedPeopleSection />);
    const region = await screen.findByRole('region', { name: 'Blocked people' });
    expect(await within(region).findByRole('link', { name: 'sam_lifts' })).toHaveAttribute(
      'href',
      '/profile/user-2',
    );
    await user.click(within(region).getByRole('button', { name: 'Unblock sam_lifts' }));
    expect(await within(region).findByText(BLOCKED_PEOPLE_TEXT.none)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/users/user-2/block')).toBe(true);
  });
});

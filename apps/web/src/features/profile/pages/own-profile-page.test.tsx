import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, TEST_USER } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ownProfile } from '../test-profiles';
import { OwnProfilePage } from './own-profile-page';

const ME = `GET /api/users/${TEST_USER.id}`;
/** Your own profile also shows your streak. */
const noStreak = { 'GET /api/me/streak': () => ({ streakWeeks: 0 }) };

describe('OwnProfilePage (/profile-page)', () => {
  it('signed out: redirects to login with redirectTo', async () => {
    mockApi({ user: null });
    renderWithProviders(<OwnProfilePage />, { url: '/profile-page', path: '/profile-page' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirectTo=%2Fprofile-page');
  });

  it('shows your header and the Routines tab with Generated, Created and Joined', async () => {
    mockApi({ user: TEST_USER, handlers: { ...noStreak, [ME]: () => ownProfile() } });
    renderWithProviders(<OwnProfilePage />, { url: '/profile-page', path: '/profile-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'alex_runs' })).toBeInTheDocument();
    expect(document.title).toBe('Your profile | Stryd');
    const tablist = screen.getByRole('tablist', { name: 'Your profile' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Routines', 'Meals']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Routines' });
    for (const title of ['Generated', 'Created', 'Joined']) {
      expect(
        within(panel).getByRole('heading', { level: 3, name: new RegExp(`^${title}`) }),
      ).toBeInTheDocument();
    }
    expect(within(panel).getByRole('link', { name: 'Generate a routine' })).toHaveAttribute(
      'href',
      '/interests',
    );
  });

  it('the Meals tab shows saved plans with their days as tables; arrow keys move between tabs', async () => {
    mockApi({ user: TEST_USER, handlers: { ...noStreak, [ME]: () => ownProfile() } });
    const { user } = renderWithProviders(<OwnProfilePage />, { url: '/profile-page', path: '/profile-page' });
    const routinesTab = await screen.findByRole('tab', { name: 'Routines' });
    await user.click(routinesTab);
    await user.keyboard('{ArrowRight}');
    const mealsTab = screen.getByRole('tab', { name: 'Meals' });
    expect(mealsTab).toHaveAttribute('aria-selected', 'true');
    expect(mealsTab).toHaveFocus();
    const panel = screen.getByRole('tabpanel', { name: 'Meals' });
    expect(within(panel).getByRole('heading', { name: 'Green Week' })).toBeInTheDocument();
    const table = within(panel).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(table).getByRole('cell', { name: 'Tofu stir-fry 7' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Routines' })).toHaveAttribute('aria-selected', 'true');
  });

  it("with no saved plans the Meals tab offers 'Open Meal Plans' to /meals", async () => {
    mockApi({ user: TEST_USER, handlers: { ...noStreak, [ME]: () => ownProfile({ meals: [] }) } });
    renderWithProviders(<OwnProfilePage />, { url: '/profile-page?tab=meals', path: '/profile-page' });
    const link = await screen.findByRole('link', { name: 'Open Meal Plans' });
    expect(link).toHaveAttribute('href', '/meals');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('refetches on every visit, even with a fresh cache (it follows accepting or deleting a routine)', async () => {
    let calls = 0;
    mockApi({
      user: TEST_USER,
      handlers: {
        ...noStreak,
        [ME]: () => {
          calls += 1;
          return ownProfile();
        },
      },
    });
    const first = renderWithProviders(<OwnProfilePage />, { url: '/profile-page', path: '/profile-page' });
    await screen.findByRole('heading', { level: 1, name: 'alex_runs' });
    first.unmount();
    renderWithProviders(<OwnProfilePage />, {
      url: '/profile-page',
      path: '/profile-page',
      queryClient: first.queryClient,
    });
    await screen.findByRole('heading', { level: 1, name: 'alex_runs' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(2);
  });
});

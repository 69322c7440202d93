import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, TEST_USER } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { RootLayout } from './root-layout';

function renderLayout(url = '/') {
  return renderWithProviders(null, {
    url,
    layout: RootLayout,
    routes: [{ path: '*', element: <h1>Content</h1> }],
  });
}

describe('top navigation', () => {
  it('signed out: shows the product name and a Log in link, no greeting', async () => {
    mockApi({ user: null });
    renderLayout();
    const login = await screen.findByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Stryd' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/^Hello,/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'User menu' })).not.toBeInTheDocument();
  });

  it('signed out elsewhere: Log in comes back to the current page', async () => {
    mockApi({ user: null });
    renderLayout('/people?q=sam');
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent('/people?q=sam')}`,
    );
  });

  it('signed in (free): greets the user, offers Upgrade and a user menu', async () => {
    mockApi({ user: TEST_USER });
    renderLayout();
    expect(await screen.findByText('Hello, alex_runs')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/upgrade');
    expect(screen.getByRole('button', { name: 'User menu' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByText('Stryd Plus')).not.toBeInTheDocument();
  });

  it("paid: shows 'Stryd Plus' and a Plans button", async () => {
    mockApi({ user: { ...TEST_USER, userPlan: 'stryd-annually' } });
    renderLayout();
    expect(await screen.findByText('Stryd Plus')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plans' })).toHaveAttribute('href', '/upgrade');
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('the theme toggle says what it will do and flips body[data-theme]', async () => {
    mockApi();
    const { user } = renderLayout();
    const toggle = await screen.findByRole('button', { name: 'Switch to light theme' });
    expect(document.body).toHaveAttribute('data-theme', 'dark');
    await user.click(toggle);
    expect(document.body).toHaveAttribute('data-theme', 'light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('the user menu opens with Profile, Settings and Sign out; signing out returns to a signed-out header', async () => {
    let signedIn = true;
    const requests = mockApi({
      handlers: {
        'GET /api/me': () => jsonResponse({ user: signedIn ? TEST_USER : null }),
        'POST /api/auth/sign-out': () => {
          signedIn = false;
          return jsonResponse({ success: true });
        },
      },
    });
    const { user } = renderLayout('/people');
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile-page');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'User menu' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'User menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText('Hello, alex_runs')).not.toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/auth/sign-out')).toBe(true);
  });
});

describe('bottom navigation', () => {
  it('links Home, Routines, Add, People, Cali and Profile to the exact product paths', async () => {
    mockApi();
    renderLayout();
    const nav = await screen.findByRole('navigation', { name: 'Bottom navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Routines', '/explore-routines'],
      ['Add', '/choice'],
      ['People', '/people'],
      ['Cali', '/cali-chat'],
      ['Profile', '/profile-page'],
    ]);
  });

  it('marks the current page', async () => {
    mockApi();
    renderLayout('/people');
    const nav = await screen.findByRole('navigation', { name: 'Bottom navigation' });
    expect(within(nav).getByRole('link', { name: 'People' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});

describe('footer', () => {
  it('shows contact addresses and company details from the public config', async () => {
    mockApi({
      config: {
        contact: { supportEmail: 'help@gym.example', businessEmail: 'biz@gym.example' },
        company: { name: 'Gym Co', address: '1 Main St' },
      },
    });
    renderLayout();
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() =>
      expect(within(footer).getByRole('link', { name: 'help@gym.example' })).toBeInTheDocument(),
    );
    expect(within(footer).getByRole('link', { name: 'help@gym.example' })).toHaveAttribute(
      'href',
      'mailto:help@gym.example',
    );
    expect(within(footer).getByRole('link', { name: 'biz@gym.example' })).toBeInTheDocument();
    expect(within(footer).getByText('Gym Co')).toBeInTheDocument();
    expect(within(footer).getByText('1 Main St')).toBeInTheDocument();
  });

  it('falls back to defaults when the config call fails', async () => {
    mockApi({
      handlers: { 'GET /api/public-config': () => jsonResponse({ code: 'BOOM', message: 'down' }, 500) },
    });
    renderLayout();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'support@stryd.local' })).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionGate } from '../../lib/ui/session-gate';
import { jsonResponse, mockApi, TEST_USER } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { RootLayout } from './root-layout';

describe('signing out', () => {
  it('on a protected page goes home with the Signed out toast, not to /login?redirectTo=…', async () => {
    let signedIn = true;
    mockApi({
      handlers: {
        'GET /api/me': () => jsonResponse({ user: signedIn ? TEST_USER : null }),
        'POST /api/auth/sign-out': () => {
          signedIn = false;
          return jsonResponse({ success: true });
        },
      },
    });
    const { user, router } = renderWithProviders(null, {
      url: '/meals',
      routes: [
        {
          path: '/',
          element: <RootLayout />,
          children: [
            // Lazy, as the app's pages are: the way home takes a moment, while the session is already gone.
            { index: true, lazy: async () => ({ Component: () => <h1>Home page</h1> }) },
            { path: 'meals', element: <SessionGate>{<h1>Meals</h1>}</SessionGate> },
          ],
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Meals' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/');
  });
});

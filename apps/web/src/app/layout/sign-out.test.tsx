import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionGate } from '../../lib/ui/session-gate';
import { FAKE_PUSH_ENDPOINT, fakeBrowserPush } from '../../test/browser-push';
import { jsonResponse, mockApi, TEST_USER } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { RootLayout } from './root-layout';

describe('signing out', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

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
    const { user, history } = renderWithProviders(null, {
      url: '/meals',
      layout: RootLayout,
      // As with the app's pages, the way home waits for its code, while the session is already gone.
      prepare: ({ pathname }) => (pathname === '/' ? new Promise((done) => setTimeout(done, 50)) : undefined),
      routes: [
        { path: '/', element: <h1>Home page</h1> },
        { path: '/meals', element: <SessionGate>{<h1>Meals</h1>}</SessionGate> },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Meals' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(`${history.location.pathname}${history.location.search}`).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(`${history.location.pathname}${history.location.search}`).toBe('/');
  });

  it("first forgets this device's push subscription, so the next person here gets none of this account's pushes", async () => {
    const browser = fakeBrowserPush({ permission: 'granted', subscribed: true });
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        'DELETE /api/me/push-subscriptions': () => ({ subscribed: false }),
        'POST /api/auth/sign-out': () => jsonResponse({ success: true }),
      },
    });
    const { user } = renderWithProviders(<h1>Meals</h1>, { url: '/meals', layout: RootLayout });
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() =>
      expect(requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/auth/sign-out'),
    );
    const order = requests.map((r) => `${r.method} ${r.path}`).filter((r) => /push|sign-out/.test(r));
    expect(order).toEqual(['DELETE /api/me/push-subscriptions', 'POST /api/auth/sign-out']);
    expect(requests.find((r) => r.method === 'DELETE')?.body).toEqual({ endpoint: FAKE_PUSH_ENDPOINT });
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
  });
});

import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../../lib/session';
import { jsonResponse, mockApi, TEST_USER } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { handBack } from '../native/hand-back';
import { AuthCallbackPage } from './auth-callback-page';

const STATE = 'st4te_-0123456789abcdef';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const NATIVE = `/auth-callback?native=1&state=${STATE}`;

function renderCallback(url: string) {
  // jsdom cannot leave for another URL scheme: record where the page sends the browser instead.
  const open = vi.spyOn(handBack, 'open').mockImplementation(() => {});
  const result = renderWithProviders(<AuthCallbackPage />, { url, path: '/auth-callback' });
  return { ...result, open };
}

const issued = (requests: { path: string }[]) =>
  requests.filter((r) => r.path === '/api/auth/one-time-token/generate');

describe('AuthCallbackPage on the web', () => {
  it('goes to the safe redirectTo once signed in', async () => {
    mockApi({ user: TEST_USER });
    renderCallback('/auth-callback?redirectTo=%2Fpeople');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/people$/);
  });

  it('never goes off-site', async () => {
    mockApi({ user: TEST_USER });
    renderCallback('/auth-callback?redirectTo=%2F%2Fevil.example');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('AuthCallbackPage for the app (native=1, in the system browser)', () => {
  it('signed in: hands a one-time token to the app, once, with a link in case the browser asks', async () => {
    const requests = mockApi({
      user: TEST_USER,
      handlers: { 'GET /api/auth/one-time-token/generate': () => jsonResponse({ token: TOKEN }) },
    });
    const { open } = renderCallback(NATIVE);
    const appUrl = `com.stryd.app://auth-callback?state=${STATE}&token=${TOKEN}`;
    expect(await screen.findByRole('link', { name: 'Open the Stryd app' })).toHaveAttribute('href', appUrl);
    expect(screen.getByRole('status')).toHaveTextContent('You are signed in');
    expect(open).toHaveBeenCalledExactlyOnceWith(appUrl);
    expect(issued(requests)).toHaveLength(1);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('issues one token per visit, even when the session is read again', async () => {
    const requests = mockApi({
      user: TEST_USER,
      handlers: { 'GET /api/auth/one-time-token/generate': () => jsonResponse({ token: TOKEN }) },
    });
    const { open, queryClient } = renderCallback(NATIVE);
    await screen.findByRole('link', { name: 'Open the Stryd app' });
    act(() => queryClient.setQueryData(ME_QUERY_KEY, { user: { ...TEST_USER, totalXP: 130 } }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(issued(requests)).toHaveLength(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('first visit with a provider: starts OAuth that comes back here, without the provider', async () => {
    const requests = mockApi({
      handlers: {
        // redirect: false keeps jsdom on the page; a real browser would now be at the provider.
        'POST /api/auth/sign-in/social': () =>
          jsonResponse({ url: 'https://github.test/login/oauth/authorize', redirect: false }),
      },
    });
    const { open } = renderCallback(`${NATIVE}&provider=github`);
    await vi.waitFor(() =>
      expect(requests.find((r) => r.path === '/api/auth/sign-in/social')?.body).toMatchObject({
        provider: 'github',
        callbackURL: NATIVE,
        errorCallbackURL: NATIVE,
      }),
    );
    expect(open).not.toHaveBeenCalled();
    expect(issued(requests)).toHaveLength(0);
  });

  it.each([
    ['OAuth failed', `${NATIVE}&error=access_denied`, { user: TEST_USER }, 'access_denied'],
    ['no session', NATIVE, { user: null }, 'not_signed_in'],
  ])('%s: tells the app, and issues no token', async (_name, url, api, error) => {
    const requests = mockApi(api);
    const { open } = renderCallback(url);
    const appUrl = `com.stryd.app://auth-callback?state=${STATE}&error=${error}`;
    expect(await screen.findByRole('link', { name: 'Return to the Stryd app' })).toHaveAttribute(
      'href',
      appUrl,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Sign-in was not completed.');
    expect(open).toHaveBeenCalledExactlyOnceWith(appUrl);
    expect(issued(requests)).toHaveLength(0);
  });

  it('the server will not issue a token: tells the app', async () => {
    mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/auth/one-time-token/generate': () =>
          jsonResponse({ code: 'UNAUTHORIZED', message: 'no' }, 401),
      },
    });
    const { open } = renderCallback(NATIVE);
    await vi.waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        `com.stryd.app://auth-callback?state=${STATE}&error=token_unavailable`,
      ),
    );
  });
});

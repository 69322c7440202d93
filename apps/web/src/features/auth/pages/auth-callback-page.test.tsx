import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../../lib/session';
import { jsonResponse, mockApi, TEST_USER } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { handBack } from '../native/hand-back';
import { AuthCallbackPage } from './auth-callback-page';

const STATE = 'st4te_-0123456789abcdef';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const CODE = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const NATIVE = `/auth-callback?native=1&state=${STATE}&challenge=${CHALLENGE}`;
const CONFIRM = 'Sign in to the Stryd app as alex_runs?';

function renderCallback(url: string) {
  // jsdom cannot leave for another URL scheme: record where the page sends the browser instead.
  const open = vi.spyOn(handBack, 'open').mockImplementation(() => {});
  const result = renderWithProviders(<AuthCallbackPage />, { url, path: '/auth-callback' });
  return { ...result, open };
}

const granted = (requests: { path: string }[]) =>
  requests.filter((r) => r.path === '/api/native-sign-in/grant');

/** Signed in, with a server that grants CODE for any challenge. */
function signedInWithGrants() {
  return mockApi({
    user: TEST_USER,
    handlers: { 'POST /api/native-sign-in/grant': () => jsonResponse({ code: CODE }) },
  });
}

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
  it('signed in: asks the user first, and hands nothing to the app without a click', async () => {
    const requests = signedInWithGrants();
    const { open } = renderCallback(NATIVE);
    expect(await screen.findByRole('heading', { name: CONFIRM })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to the app' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(granted(requests)).toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it("Continue: a code for the app's challenge goes to the app, once, with a link in case the browser asks", async () => {
    const requests = signedInWithGrants();
    const { open, user, queryClient } = renderCallback(NATIVE);
    await user.click(await screen.findByRole('button', { name: 'Continue to the app' }));
    const appUrl = `com.stryd.app://auth-callback?state=${STATE}&code=${CODE}`;
    expect(await screen.findByRole('link', { name: 'Open the Stryd app' })).toHaveAttribute('href', appUrl);
    expect(screen.getByRole('status')).toHaveTextContent('You are signed in');
    expect(open).toHaveBeenCalledExactlyOnceWith(appUrl);
    expect(granted(requests)).toEqual([
      { method: 'POST', path: '/api/native-sign-in/grant', body: { challenge: CHALLENGE } },
    ]);

    // Reading the session again changes nothing.
    act(() => queryClient.setQueryData(ME_QUERY_KEY, { user: { ...TEST_USER, totalXP: 130 } }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(granted(requests)).toHaveLength(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('Cancel: tells the app it was cancelled, and asks for no code', async () => {
    const requests = signedInWithGrants();
    const { open, user } = renderCallback(NATIVE);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const appUrl = `com.stryd.app://auth-callback?state=${STATE}&error=cancelled`;
    expect(await screen.findByRole('link', { name: 'Return to the Stryd app' })).toHaveAttribute(
      'href',
      appUrl,
    );
    expect(open).toHaveBeenCalledExactlyOnceWith(appUrl);
    expect(granted(requests)).toHaveLength(0);
  });

  it('first visit with a provider: starts OAuth that comes back here with the challenge, without the provider', async () => {
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
    expect(granted(requests)).toHaveLength(0);
  });

  it.each([
    ['OAuth failed', `${NATIVE}&error=access_denied`, { user: TEST_USER }, 'access_denied'],
    ['no session', NATIVE, { user: null }, 'not_signed_in'],
  ])('%s: tells the app, and asks for no code', async (_name, url, api, error) => {
    const requests = mockApi(api);
    const { open } = renderCallback(url);
    const appUrl = `com.stryd.app://auth-callback?state=${STATE}&error=${error}`;
    expect(await screen.findByRole('link', { name: 'Return to the Stryd app' })).toHaveAttribute(
      'href',
      appUrl,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Sign-in was not completed.');
    expect(screen.queryByRole('button', { name: 'Continue to the app' })).not.toBeInTheDocument();
    expect(open).toHaveBeenCalledExactlyOnceWith(appUrl);
    expect(granted(requests)).toHaveLength(0);
  });

  it('the server will not grant a code: tells the app', async () => {
    mockApi({
      user: TEST_USER,
      handlers: {
        'POST /api/native-sign-in/grant': () => jsonResponse({ code: 'UNAUTHENTICATED', message: 'no' }, 401),
      },
    });
    const { open, user } = renderCallback(NATIVE);
    await user.click(await screen.findByRole('button', { name: 'Continue to the app' }));
    await vi.waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        `com.stryd.app://auth-callback?state=${STATE}&error=code_unavailable`,
      ),
    );
  });

  it('without a challenge the page does not act for an app at all', async () => {
    const requests = signedInWithGrants();
    const { open } = renderCallback(`/auth-callback?native=1&state=${STATE}`);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(open).not.toHaveBeenCalled();
    expect(granted(requests)).toHaveLength(0);
  });
});

import { screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { jsonResponse, mockApi, TEST_USER } from '../../../test/fetch-mock';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import { setNativeAuthForTests } from '../native/native-auth';
import { NATIVE_SIGN_IN_FAILED } from '../native/native-sign-in';
import { nativeStandIns } from '../native/native-stand-ins';
import { LoginPage } from '../pages/login-page';
import { NativeAuthListener } from './native-auth-listener';

afterEach(() => setNativeAuthForTests(null));

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

/** The app as the wrapper runs it: @capacitor/app and @capacitor/browser replaced by stand-ins. */
function inTheApp() {
  const device = nativeStandIns();
  setNativeAuthForTests(device.nativeAuth);
  return device;
}

function SignedInAs() {
  const { user } = useSession();
  return <p data-testid="account">{user?.username ?? 'signed out'}</p>;
}

function renderApp(url: string) {
  const Shell = () => (
    <>
      <NativeAuthListener />
      <SignedInAs />
      <LocationProbe />
      <Outlet />
    </>
  );
  return renderWithProviders(null, {
    url,
    probe: false,
    routes: [
      {
        path: '/',
        element: <Shell />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: '*', element: null },
        ],
      },
    ],
  });
}

/** Signs in when the app trades a token; refuses a token seen before. */
function serverWithOneTimeTokens() {
  let user: typeof TEST_USER | null = null;
  return mockApi({
    config: { oauthProviders: ['github'] },
    handlers: {
      'GET /api/me': () => jsonResponse({ user }),
      'POST /api/auth/one-time-token/verify': ({ body }) => {
        if (user || (body as { token?: string }).token !== TOKEN)
          return jsonResponse({ message: 'Invalid token' }, 400);
        user = TEST_USER;
        return jsonResponse({ session: {}, user: {} });
      },
    },
  });
}

async function startWithGitHub(
  device: ReturnType<typeof inTheApp>,
  user: { click(el: Element): Promise<void> },
) {
  const button = await screen.findByRole('button', { name: 'Continue with GitHub' });
  await user.click(button);
  expect(device.opened).toHaveLength(1);
  // The page stays usable: the user may close the browser without signing in.
  expect(button).toBeEnabled();
  return new URL(device.opened[0]!).searchParams.get('state')!;
}

describe('NativeAuthListener', () => {
  it('signs the app in with the token the system browser hands back, then goes to redirectTo', async () => {
    const device = inTheApp();
    const requests = serverWithOneTimeTokens();
    const { user } = renderApp('/login?redirectTo=%2Fmeals');
    const state = await startWithGitHub(device, user);
    const opened = new URL(device.opened[0]!);
    expect(`${opened.pathname}${opened.search}`).toBe(
      `/auth-callback?native=1&state=${state}&provider=github`,
    );
    expect(requests.some((r) => r.path.startsWith('/api/auth/sign-in'))).toBe(false);

    device.openApp(`com.stryd.app://auth-callback?state=${state}&token=${TOKEN}`);
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/meals$/));
    expect(await screen.findByTestId('account')).toHaveTextContent(TEST_USER.username);
    expect(requests.filter((r) => r.path === '/api/auth/one-time-token/verify')).toEqual([
      { method: 'POST', path: '/api/auth/one-time-token/verify', body: { token: TOKEN } },
    ]);
  });

  it('ignores a hand-back it did not ask for', async () => {
    const device = inTheApp();
    const requests = serverWithOneTimeTokens();
    renderApp('/login');
    await screen.findByRole('button', { name: 'Continue with GitHub' });
    device.openApp(`com.stryd.app://auth-callback?state=not-the-apps-state-0&token=${TOKEN}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.some((r) => r.path === '/api/auth/one-time-token/verify')).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByTestId('account')).toHaveTextContent('signed out');
  });

  it.each([
    ['the browser could not sign in', 'error=access_denied'],
    ['the server refuses the token', 'token=SomeoneElsesTokenThatIsLongEnough'],
  ])('when %s: a message, and back to log in', async (_name, query) => {
    const device = inTheApp();
    serverWithOneTimeTokens();
    const { user } = renderApp('/login?redirectTo=%2Fpeople');
    const state = await startWithGitHub(device, user);
    device.openApp(`com.stryd.app://auth-callback?state=${state}&${query}`);
    expect(await screen.findByText(NATIVE_SIGN_IN_FAILED)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirectTo=%2Fpeople');
    expect(screen.getByTestId('account')).toHaveTextContent('signed out');
  });
});

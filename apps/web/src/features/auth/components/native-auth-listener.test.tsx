import { createHash } from 'node:crypto';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { jsonResponse, mockApi, type RecordedRequest, TEST_USER } from '../../../test/fetch-mock';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import { setNativeAuthForTests } from '../native/native-auth';
import { NATIVE_SIGN_IN_FAILED } from '../native/native-sign-in';
import { nativeStandIns } from '../native/native-stand-ins';
import { LoginPage } from '../pages/login-page';
import { NativeAuthListener } from './native-auth-listener';

afterEach(() => setNativeAuthForTests(null));

const CODE = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

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
  const Shell = ({ children }: { children: ReactNode }) => (
    <>
      <NativeAuthListener />
      <SignedInAs />
      <LocationProbe />
      {children}
    </>
  );
  return renderWithProviders(null, {
    url,
    probe: false,
    layout: Shell,
    routes: [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: null },
    ],
  });
}

/**
 * Granted CODE for the challenge the app sent through the browser (read from the opened URL), the
 * server signs in whoever redeems it once with the matching verifier.
 */
function serverWithGrants(device: ReturnType<typeof inTheApp>) {
  let user: typeof TEST_USER | null = null;
  return mockApi({
    config: { oauthProviders: ['github'] },
    handlers: {
      'GET /api/me': () => jsonResponse({ user }),
      'POST /api/native-sign-in/redeem': ({ body }) => {
        const { code, verifier } = body as { code: string; verifier: string };
        const challenge = new URL(device.opened[0] ?? 'https://x.test').searchParams.get('challenge');
        if (user || code !== CODE || sha256(verifier) !== challenge)
          return jsonResponse({ code: 'NATIVE_SIGN_IN_REFUSED', message: 'Refused' }, 400);
        user = TEST_USER;
        return jsonResponse({ signedIn: true });
      },
    },
  });
}

const redeemed = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.path === '/api/native-sign-in/redeem');

async function startWithGitHub(
  device: ReturnType<typeof inTheApp>,
  user: { click(el: Element): Promise<void> },
) {
  const button = await screen.findByRole('button', { name: 'Continue with GitHub' });
  await user.click(button);
  // The challenge is hashed (Web Crypto, asynchronous) before the browser opens.
  await vi.waitFor(() => expect(device.opened).toHaveLength(1));
  // The page stays usable: the user may close the browser without signing in.
  expect(button).toBeEnabled();
  return new URL(device.opened[0]!).searchParams.get('state')!;
}

describe('NativeAuthListener', () => {
  it('signs the app in with the code the system browser hands back, then goes to redirectTo', async () => {
    const device = inTheApp();
    const requests = serverWithGrants(device);
    const { user } = renderApp('/login?redirectTo=%2Fmeals');
    const state = await startWithGitHub(device, user);
    const opened = new URL(device.opened[0]!);
    const challenge = opened.searchParams.get('challenge');
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(`${opened.pathname}${opened.search}`).toBe(
      `/auth-callback?native=1&state=${state}&challenge=${challenge}&provider=github`,
    );
    expect(requests.some((r) => r.path.startsWith('/api/auth/sign-in'))).toBe(false);

    device.openApp(`com.stryd.app://auth-callback?state=${state}&code=${CODE}`);
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/meals$/));
    expect(await screen.findByTestId('account')).toHaveTextContent(TEST_USER.username);
    // The redeem carries the verifier the app kept, the one behind the challenge in the browser's URL.
    const [redeem] = redeemed(requests);
    expect(redeemed(requests)).toHaveLength(1);
    expect(redeem).toMatchObject({ method: 'POST', body: { code: CODE } });
    expect(sha256((redeem!.body as { verifier: string }).verifier)).toBe(challenge);
  });

  it('ignores a hand-back it did not ask for', async () => {
    const device = inTheApp();
    const requests = serverWithGrants(device);
    renderApp('/login');
    await screen.findByRole('button', { name: 'Continue with GitHub' });
    device.openApp(`com.stryd.app://auth-callback?state=not-the-apps-state-0&code=${CODE}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(redeemed(requests)).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByTestId('account')).toHaveTextContent('signed out');
  });

  it.each([
    ['the browser could not sign in', 'error=access_denied'],
    ['the server refuses the code', `code=${'x'.repeat(43)}`],
  ])('when %s: a message, and back to log in', async (_name, query) => {
    const device = inTheApp();
    serverWithGrants(device);
    const { user } = renderApp('/login?redirectTo=%2Fpeople');
    const state = await startWithGitHub(device, user);
    device.openApp(`com.stryd.app://auth-callback?state=${state}&${query}`);
    expect(await screen.findByText(NATIVE_SIGN_IN_FAILED)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirectTo=%2Fpeople');
    expect(screen.getByTestId('account')).toHaveTextContent('signed out');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNativeAuth, getNativeAuth, setNativeAuthForTests, webNativeAuth } from './native-auth';
import {
  completeNativeSignIn,
  NATIVE_SIGN_IN_FAILED,
  SYSTEM_BROWSER_FAILED,
  startNativeSignIn,
} from './native-sign-in';
import { nativeStandIns } from './native-stand-ins';

const capacitor = vi.hoisted(() => ({ native: false }));
vi.mock('@capacitor/core', () => ({
  Capacitor: { isNativePlatform: () => capacitor.native },
  registerPlugin: () => ({}),
}));

afterEach(() => setNativeAuthForTests(null));

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

/** Starts a sign-in through the stand-in browser and returns the state the app is waiting for. */
async function started(redirectTo: string | null = '/meals') {
  const device = nativeStandIns();
  await expect(
    startNativeSignIn(device.nativeAuth, 'github', redirectTo, 'https://stryd.test'),
  ).resolves.toBeNull();
  const state = new URL(device.opened[0]!).searchParams.get('state')!;
  return { device, state, back: (query: string) => `com.stryd.app://auth-callback?state=${state}&${query}` };
}

describe('NativeAuth', () => {
  it('in a browser: no system browser and no app URLs', async () => {
    capacitor.native = false;
    expect(getNativeAuth()).toBe(webNativeAuth);
    await expect(webNativeAuth.openInSystemBrowser('https://x.test')).rejects.toThrow();
    expect(typeof webNativeAuth.onAppUrl(() => {})).toBe('function');
  });

  it("in the native wrapper: Capacitor's plugins", () => {
    capacitor.native = true;
    expect(getNativeAuth().native).toBe(true);
  });

  it('hears URLs that open the app, and the one that launched it, until stopped', async () => {
    const device = nativeStandIns('com.stryd.app://auth-callback?launched=1');
    const heard: string[] = [];
    const stop = device.nativeAuth.onAppUrl((url) => heard.push(url));
    await vi.waitFor(() => expect(device.listeners.size).toBe(1));
    device.openApp('com.stryd.app://auth-callback?later=1');
    expect(heard).toEqual([
      'com.stryd.app://auth-callback?launched=1',
      'com.stryd.app://auth-callback?later=1',
    ]);

    stop();
    device.openApp('com.stryd.app://auth-callback?after-stop=1');
    expect(heard).toHaveLength(2);
    await vi.waitFor(() => expect(device.listeners.size).toBe(0));
  });
});

describe('native sign-in', () => {
  it('opens the system browser on /auth-callback with a fresh random state', async () => {
    const first = await started();
    const url = new URL(first.device.opened[0]!);
    expect(`${url.origin}${url.pathname}`).toBe('https://stryd.test/auth-callback');
    expect(url.searchParams.get('native')).toBe('1');
    expect(url.searchParams.get('provider')).toBe('github');
    expect(first.state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await started()).state).not.toBe(first.state);
  });

  it('trades the handed-back token for a session and goes to the saved redirect target', async () => {
    const { back } = await started('/meals');
    const exchange = vi.fn(async () => {});
    await expect(completeNativeSignIn(back(`token=${TOKEN}`), exchange)).resolves.toEqual({
      kind: 'signed-in',
      target: '/meals',
    });
    expect(exchange).toHaveBeenCalledWith(TOKEN);
  });

  it('finishes once: the same URL heard again (launch URL and event) is ignored', async () => {
    const { back } = await started();
    const exchange = vi.fn(async () => {});
    await completeNativeSignIn(back(`token=${TOKEN}`), exchange);
    await expect(completeNativeSignIn(back(`token=${TOKEN}`), exchange)).resolves.toEqual({
      kind: 'ignored',
    });
    expect(exchange).toHaveBeenCalledTimes(1);
  });

  it('ignores a hand-back this app did not start, without cancelling the one in progress', async () => {
    const { back } = await started();
    const exchange = vi.fn(async () => {});
    const foreign = `com.stryd.app://auth-callback?state=someone-elses-state-000&token=${TOKEN}`;
    await expect(completeNativeSignIn(foreign, exchange)).resolves.toEqual({ kind: 'ignored' });
    await expect(completeNativeSignIn('https://stryd.test/', exchange)).resolves.toEqual({ kind: 'ignored' });
    expect(exchange).not.toHaveBeenCalled();
    expect((await completeNativeSignIn(back(`token=${TOKEN}`), exchange)).kind).toBe('signed-in');
  });

  it('never goes off-site, whatever redirect target was saved', async () => {
    const { back } = await started('//evil.example');
    await expect(completeNativeSignIn(back(`token=${TOKEN}`), async () => {})).resolves.toEqual({
      kind: 'signed-in',
      target: '/',
    });
  });

  it('an error from the browser, or a refused token, sends the user back to log in', async () => {
    const failed = {
      kind: 'failed',
      message: NATIVE_SIGN_IN_FAILED,
      retryPath: '/login?redirectTo=%2Fmeals',
    };
    const withError = await started('/meals');
    const exchange = vi.fn(async () => {});
    await expect(completeNativeSignIn(withError.back('error=access_denied'), exchange)).resolves.toEqual(
      failed,
    );
    expect(exchange).not.toHaveBeenCalled();

    const refused = await started('/meals');
    const reject = async () => {
      throw new Error('Invalid token');
    };
    await expect(completeNativeSignIn(refused.back(`token=${TOKEN}`), reject)).resolves.toEqual(failed);
  });

  it('a sign-in started too long ago cannot finish', async () => {
    const { back } = await started();
    const exchange = vi.fn(async () => {});
    const later = Date.now() + 16 * 60_000;
    await expect(completeNativeSignIn(back(`token=${TOKEN}`), exchange, later)).resolves.toEqual({
      kind: 'ignored',
    });
    expect(exchange).not.toHaveBeenCalled();
  });

  it('says so when the system browser cannot be opened, and waits for nothing', async () => {
    const nativeAuth = createNativeAuth({
      app: nativeStandIns().app,
      browser: {
        open: async () => {
          throw new Error('no browser');
        },
      },
    });
    await expect(startNativeSignIn(nativeAuth, 'google', null)).resolves.toBe(SYSTEM_BROWSER_FAILED);
    expect(localStorage.length).toBe(0);
  });
});

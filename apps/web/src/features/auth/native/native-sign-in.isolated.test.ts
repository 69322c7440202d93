import { createHash } from 'node:crypto';
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

const CODE = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Starts a sign-in through the stand-in browser; returns the state and challenge the browser was given. */
async function started(redirectTo: string | null = '/meals') {
  const device = nativeStandIns();
  await expect(
    startNativeSignIn(device.nativeAuth, 'github', redirectTo, 'https://stryd.test'),
  ).resolves.toBeNull();
  const params = new URL(device.opened[0]!).searchParams;
  const state = params.get('state')!;
  return {
    device,
    state,
    challenge: params.get('challenge')!,
    back: (query: string) => `com.stryd.app://auth-callback?state=${state}&${query}`,
  };
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
  it('opens the system browser on /auth-callback with a fresh random state and PKCE challenge', async () => {
    const first = await started();
    const url = new URL(first.device.opened[0]!);
    expect(`${url.origin}${url.pathname}`).toBe('https://stryd.test/auth-callback');
    expect(url.searchParams.get('native')).toBe('1');
    expect(url.searchParams.get('provider')).toBe('github');
    expect(first.state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await started();
    expect(second.state).not.toBe(first.state);
    expect(second.challenge).not.toBe(first.challenge);
  });

  it('redeems the handed-back code with the verifier behind its challenge, then goes to the target', async () => {
    const { back, challenge, device } = await started('/meals');
    const redeem = vi.fn(async (_code: string, _verifier: string) => {});
    await expect(completeNativeSignIn(back(`code=${CODE}`), redeem)).resolves.toEqual({
      kind: 'signed-in',
      target: '/meals',
    });
    expect(redeem).toHaveBeenCalledExactlyOnceWith(CODE, expect.stringMatching(/^[A-Za-z0-9_-]{43}$/));
    const verifier = redeem.mock.calls[0]![1];
    expect(sha256(verifier)).toBe(challenge);
    // The verifier itself never went through the browser.
    expect(device.opened[0]).not.toContain(verifier);
  });

  it('finishes once: the same URL heard again (launch URL and event) is ignored', async () => {
    const { back } = await started();
    const redeem = vi.fn(async () => {});
    await completeNativeSignIn(back(`code=${CODE}`), redeem);
    await expect(completeNativeSignIn(back(`code=${CODE}`), redeem)).resolves.toEqual({
      kind: 'ignored',
    });
    expect(redeem).toHaveBeenCalledTimes(1);
  });

  it('ignores a hand-back this app did not start, without cancelling the one in progress', async () => {
    const { back } = await started();
    const redeem = vi.fn(async () => {});
    const foreign = `com.stryd.app://auth-callback?state=someone-elses-state-000&code=${CODE}`;
    await expect(completeNativeSignIn(foreign, redeem)).resolves.toEqual({ kind: 'ignored' });
    await expect(completeNativeSignIn('https://stryd.test/', redeem)).resolves.toEqual({ kind: 'ignored' });
    expect(redeem).not.toHaveBeenCalled();
    expect((await completeNativeSignIn(back(`code=${CODE}`), redeem)).kind).toBe('signed-in');
  });

  it('never goes off-site, whatever redirect target was saved', async () => {
    const { back } = await started('//evil.example');
    await expect(completeNativeSignIn(back(`code=${CODE}`), async () => {})).resolves.toEqual({
      kind: 'signed-in',
      target: '/',
    });
  });

  it('an error from the browser, or a refused code, sends the user back to log in', async () => {
    const failed = {
      kind: 'failed',
      message: NATIVE_SIGN_IN_FAILED,
      retryPath: '/login?redirectTo=%2Fmeals',
    };
    const withError = await started('/meals');
    const redeem = vi.fn(async () => {});
    await expect(completeNativeSignIn(withError.back('error=access_denied'), redeem)).resolves.toEqual(
      failed,
    );
    expect(redeem).not.toHaveBeenCalled();

    const refused = await started('/meals');
    const reject = async () => {
      throw new Error('Refused');
    };
    await expect(completeNativeSignIn(refused.back(`code=${CODE}`), reject)).resolves.toEqual(failed);
  });

  it('a sign-in started too long ago cannot finish', async () => {
    const { back } = await started();
    const redeem = vi.fn(async () => {});
    vi.setSystemTime(Date.now() + 16 * 60_000);
    try {
      await expect(completeNativeSignIn(back(`code=${CODE}`), redeem)).resolves.toEqual({
        kind: 'ignored',
      });
    } finally {
      vi.useRealTimers();
    }
    expect(redeem).not.toHaveBeenCalled();
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

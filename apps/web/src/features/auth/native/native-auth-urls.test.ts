import { describe, expect, it } from 'vitest';
import {
  appReturnUrl,
  nativeCallbackPath,
  nativeStartUrl,
  parseAppReturnUrl,
  readNativeCallback,
} from './native-auth-urls';

const STATE = 'st4te_-0123456789abcdef';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

describe('native sign-in URLs', () => {
  it('the app opens /auth-callback with native=1, its state and the provider', () => {
    const url = nativeStartUrl('https://stryd.example.com', 'github', STATE);
    expect(url).toBe(`https://stryd.example.com/auth-callback?native=1&state=${STATE}&provider=github`);
    const params = new URL(url).searchParams;
    expect(readNativeCallback(params)).toEqual({ state: STATE, provider: 'github', error: null });
  });

  it('OAuth comes back to the same page without the provider, so it does not start again', () => {
    const path = nativeCallbackPath(STATE);
    expect(path).toBe(`/auth-callback?native=1&state=${STATE}`);
    expect(readNativeCallback(new URL(path, 'https://x.test').searchParams)).toEqual({
      state: STATE,
      provider: null,
      error: null,
    });
    // better-auth appends its error to the errorCallbackURL.
    expect(readNativeCallback(new URL(`${path}&error=access_denied`, 'https://x.test').searchParams)).toEqual(
      {
        state: STATE,
        provider: null,
        error: 'access_denied',
      },
    );
  });

  it.each([
    ['an ordinary web callback', '?redirectTo=%2Fmeals'],
    ['native without a state', '?native=1'],
    ['a state too short to be ours', '?native=1&state=abc'],
    ['a state with other characters', `?native=1&state=${STATE}%3Cscript%3E`],
  ])('reads %s as no native request', (_name, search) => {
    expect(readNativeCallback(new URLSearchParams(search))).toBeNull();
  });

  it('ignores a provider the app does not offer', () => {
    expect(
      readNativeCallback(new URLSearchParams(`native=1&state=${STATE}&provider=evil`))?.provider,
    ).toBeNull();
  });

  it('hands a token or an error back through the app scheme, and reads it back', () => {
    const withToken = appReturnUrl({ state: STATE, token: TOKEN });
    expect(withToken).toBe(`com.stryd.app://auth-callback?state=${STATE}&token=${TOKEN}`);
    expect(parseAppReturnUrl(withToken)).toEqual({ state: STATE, token: TOKEN });

    const withError = appReturnUrl({ state: STATE, error: 'not_signed_in' });
    expect(parseAppReturnUrl(withError)).toEqual({ state: STATE, error: 'not_signed_in' });
    expect(parseAppReturnUrl(`com.stryd.app://auth-callback/?state=${STATE}&token=${TOKEN}`)).toEqual({
      state: STATE,
      token: TOKEN,
    });
  });

  it.each([
    ['another scheme', `https://auth-callback?state=${STATE}&token=${TOKEN}`],
    ['another app', `com.evil.app://auth-callback?state=${STATE}&token=${TOKEN}`],
    ['another host', `com.stryd.app://elsewhere?state=${STATE}&token=${TOKEN}`],
    ['another path', `com.stryd.app://auth-callback/more?state=${STATE}&token=${TOKEN}`],
    ['no state', `com.stryd.app://auth-callback?token=${TOKEN}`],
    ['a malformed token', `com.stryd.app://auth-callback?state=${STATE}&token=a%20b`],
    ['neither token nor error', `com.stryd.app://auth-callback?state=${STATE}`],
    ['not a URL at all', 'auth-callback token'],
  ])('reads a URL with %s as not a hand-back', (_name, url) => {
    expect(parseAppReturnUrl(url)).toBeNull();
  });
});

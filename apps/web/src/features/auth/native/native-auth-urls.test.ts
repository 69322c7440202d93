import { describe, expect, it } from 'vitest';
import {
  appReturnUrl,
  nativeCallbackPath,
  nativeStartUrl,
  parseAppReturnUrl,
  readNativeCallback,
} from './native-auth-urls';

const STATE = 'st4te_-0123456789abcdef';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const CODE = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const KEYS = { state: STATE, challenge: CHALLENGE };

describe('native sign-in URLs', () => {
  it('the app opens /auth-callback with native=1, its state, its challenge and the provider', () => {
    const url = nativeStartUrl('https://stryd.example.com', 'github', KEYS);
    expect(url).toBe(
      `https://stryd.example.com/auth-callback?native=1&state=${STATE}&challenge=${CHALLENGE}&provider=github`,
    );
    const params = new URL(url).searchParams;
    expect(readNativeCallback(params)).toEqual({ ...KEYS, provider: 'github', error: null });
  });

  it('OAuth comes back to the same page, challenge kept, without the provider, so it does not start again', () => {
    const path = nativeCallbackPath(KEYS);
    expect(path).toBe(`/auth-callback?native=1&state=${STATE}&challenge=${CHALLENGE}`);
    expect(readNativeCallback(new URL(path, 'https://x.test').searchParams)).toEqual({
      ...KEYS,
      provider: null,
      error: null,
    });
    // better-auth appends its error to the errorCallbackURL.
    expect(readNativeCallback(new URL(`${path}&error=access_denied`, 'https://x.test').searchParams)).toEqual(
      { ...KEYS, provider: null, error: 'access_denied' },
    );
  });

  it.each([
    ['an ordinary web callback', '?redirectTo=%2Fmeals'],
    ['native without a state', `?native=1&challenge=${CHALLENGE}`],
    ['a state too short to be ours', `?native=1&state=abc&challenge=${CHALLENGE}`],
    ['a state with other characters', `?native=1&state=${STATE}%3Cscript%3E&challenge=${CHALLENGE}`],
    ['native without a challenge', `?native=1&state=${STATE}`],
    ['a challenge that is no SHA-256', `?native=1&state=${STATE}&challenge=abc`],
  ])('reads %s as no native request', (_name, search) => {
    expect(readNativeCallback(new URLSearchParams(search))).toBeNull();
  });

  it('ignores a provider the app does not offer', () => {
    expect(
      readNativeCallback(new URLSearchParams(`native=1&state=${STATE}&challenge=${CHALLENGE}&provider=evil`))
        ?.provider,
    ).toBeNull();
  });

  it('hands a code or an error back through the app scheme, and reads it back', () => {
    const withCode = appReturnUrl({ state: STATE, code: CODE });
    expect(withCode).toBe(`com.stryd.app://auth-callback?state=${STATE}&code=${CODE}`);
    expect(parseAppReturnUrl(withCode)).toEqual({ state: STATE, code: CODE });

    const withError = appReturnUrl({ state: STATE, error: 'not_signed_in' });
    expect(parseAppReturnUrl(withError)).toEqual({ state: STATE, error: 'not_signed_in' });
    expect(parseAppReturnUrl(`com.stryd.app://auth-callback/?state=${STATE}&code=${CODE}`)).toEqual({
      state: STATE,
      code: CODE,
    });
  });

  it.each([
    ['another scheme', `https://auth-callback?state=${STATE}&code=${CODE}`],
    ['another app', `com.evil.app://auth-callback?state=${STATE}&code=${CODE}`],
    ['another host', `com.stryd.app://elsewhere?state=${STATE}&code=${CODE}`],
    ['another path', `com.stryd.app://auth-callback/more?state=${STATE}&code=${CODE}`],
    ['no state', `com.stryd.app://auth-callback?code=${CODE}`],
    ['a malformed code', `com.stryd.app://auth-callback?state=${STATE}&code=a%20b`],
    ['neither code nor error', `com.stryd.app://auth-callback?state=${STATE}`],
    ['not a URL at all', 'auth-callback code'],
  ])('reads a URL with %s as not a hand-back', (_name, url) => {
    expect(parseAppReturnUrl(url)).toBeNull();
  });
});

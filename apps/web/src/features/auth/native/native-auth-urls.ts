import { OAUTH_PROVIDERS, PKCE_VALUE_PATTERN } from '@stryd/domain';
import { NATIVE_AUTH_CALLBACK_URL } from '../../../lib/native-app';
import type { OAuthProvider } from '../../../lib/public-config';

/**
 * The URLs of native sign-in (docs/native-sign-in.md). The app opens /auth-callback?native=1 in the
 * system browser, which signs in there and, once the user confirms, hands a one-time code back through
 * the app's URL scheme. `state` is the app's own random value: the app only accepts a hand-back that
 * carries it. `challenge` is the SHA-256 of the app's secret verifier: the code is bound to it.
 */

const STATE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** What /auth-callback was asked to do for the app. */
export interface NativeCallbackRequest {
  state: string;
  /** The app's PKCE challenge; the code the page asks for is bound to it. */
  challenge: string;
  /** On the first visit: start OAuth with this provider. */
  provider: OAuthProvider | null;
  /** Set when OAuth sent the browser back with an error (better-auth's `error` parameter). */
  error: string | null;
}

/** The native request on /auth-callback, or null for an ordinary web callback (or a malformed one). */
export function readNativeCallback(params: URLSearchParams): NativeCallbackRequest | null {
  const state = params.get('state');
  const challenge = params.get('challenge');
  if (params.get('native') !== '1' || !state || !STATE_PATTERN.test(state)) return null;
  if (!challenge || !PKCE_VALUE_PATTERN.test(challenge)) return null;
  const provider = params.get('provider');
  return {
    state,
    challenge,
    provider: OAUTH_PROVIDERS.find((p) => p === provider) ?? null,
    error: params.get('error'),
  };
}

/** What the app sends through the browser and gets back: its state and its PKCE challenge. */
export type NativeRequestKeys = Pick<NativeCallbackRequest, 'state' | 'challenge'>;

/** Where OAuth returns the system browser to (both on success and on error). */
export function nativeCallbackPath({ state, challenge }: NativeRequestKeys): string {
  return `/auth-callback?${new URLSearchParams({ native: '1', state, challenge })}`;
}

/** The page the app opens in the system browser to start signing in with a provider. */
export function nativeStartUrl(origin: string, provider: OAuthProvider, keys: NativeRequestKeys): string {
  return `${origin}${nativeCallbackPath(keys)}&${new URLSearchParams({ provider })}`;
}

export type AppReturn = { state: string; code: string } | { state: string; error: string };

/** The app URL that carries the outcome back to the app. */
export function appReturnUrl(outcome: AppReturn): string {
  return `${NATIVE_AUTH_CALLBACK_URL}?${new URLSearchParams(outcome)}`;
}

/** The outcome in a URL the app was opened with; null for any other URL (those are not ours to handle). */
export function parseAppReturnUrl(url: string): AppReturn | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const expected = new URL(NATIVE_AUTH_CALLBACK_URL);
  if (parsed.protocol !== expected.protocol || parsed.host !== expected.host) return null;
  if (parsed.pathname !== '' && parsed.pathname !== '/') return null;
  const state = parsed.searchParams.get('state');
  if (!state || !STATE_PATTERN.test(state)) return null;
  const code = parsed.searchParams.get('code');
  if (code !== null) return PKCE_VALUE_PATTERN.test(code) ? { state, code } : null;
  const error = parsed.searchParams.get('error');
  return error ? { state, error: error.slice(0, 100) } : null;
}

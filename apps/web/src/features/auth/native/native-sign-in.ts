import { safeRedirect } from '@stryd/domain';
import { clock } from '../../../lib/clock';
import type { OAuthProvider } from '../../../lib/public-config';
import type { AuthResult } from '../api/auth-actions';
import { withRedirect } from '../use-redirect-target';
import type { NativeAuth } from './native-auth';
import { nativeStartUrl, parseAppReturnUrl } from './native-auth-urls';

/**
 * Social sign-in from the app, the app's side: start it in the system browser, then finish it when the
 * browser hands a one-time code back. What the app started is kept in localStorage, because Android
 * may end the app while the browser is in front. Like PKCE (RFC 7636), the app keeps a random verifier
 * and sends only its SHA-256 through the browser: the code is worth a session only with the verifier,
 * so another app that catches the hand-back URL gets nothing it can use.
 */

export const NATIVE_SIGN_IN_FAILED = 'Sign-in was not completed. Please try again.';
export const SYSTEM_BROWSER_FAILED = 'Could not open the browser to sign in. Please try again.';

const PENDING_KEY = 'stryd.native-sign-in';
/** OAuth state lives 10 minutes on the server and the code 3: anything older cannot finish. */
const PENDING_TTL_MS = 15 * 60_000;

interface PendingSignIn {
  state: string;
  /** The PKCE verifier: it leaves the app only to redeem the code. */
  verifier: string;
  redirectTo: string | null;
  startedAt: number;
}

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

const randomValue = (size: number) => base64Url(crypto.getRandomValues(new Uint8Array(size)));

/** The PKCE challenge (S256): base64url(SHA-256(verifier)). */
async function challengeOf(verifier: string): Promise<string> {
  return base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

function readPending(): PendingSignIn | null {
  try {
    const value = JSON.parse(localStorage.getItem(PENDING_KEY) ?? 'null') as PendingSignIn | null;
    const valid =
      typeof value?.state === 'string' &&
      typeof value.verifier === 'string' &&
      typeof value.startedAt === 'number';
    return valid ? value : null;
  } catch {
    return null;
  }
}

/** The sign-in this app started with `state`, once: a second hand-back with the same state finds none. */
function takePending(state: string, now: number): PendingSignIn | null {
  const pending = readPending();
  // Another state is someone else's link: it must not cancel the sign-in in progress.
  if (!pending || pending.state !== state) return null;
  localStorage.removeItem(PENDING_KEY);
  return now - pending.startedAt <= PENDING_TTL_MS ? pending : null;
}

/** Opens the system browser to sign in with `provider`; null once it is open, else the message to show. */
export async function startNativeSignIn(
  nativeAuth: NativeAuth,
  provider: OAuthProvider,
  redirectTo: string | null,
  origin: string = window.location.origin,
): Promise<AuthResult> {
  const pending: PendingSignIn = {
    state: randomValue(24),
    verifier: randomValue(32),
    redirectTo,
    startedAt: clock.now().getTime(),
  };
  localStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  try {
    const challenge = await challengeOf(pending.verifier);
    await nativeAuth.openInSystemBrowser(
      nativeStartUrl(origin, provider, { state: pending.state, challenge }),
    );
    return null;
  } catch {
    localStorage.removeItem(PENDING_KEY);
    return SYSTEM_BROWSER_FAILED;
  }
}

export type NativeSignInOutcome =
  | { kind: 'ignored' }
  | { kind: 'signed-in'; target: string }
  | { kind: 'failed'; message: string; retryPath: string };

/**
 * Finishes a sign-in from a URL the app was opened with: the code handed back for the sign-in this app
 * started is redeemed, with the verifier kept for it, for a session (through `redeem`); any other URL
 * is ignored.
 */
export async function completeNativeSignIn(
  url: string,
  redeem: (code: string, verifier: string) => Promise<void>,
): Promise<NativeSignInOutcome> {
  const back = parseAppReturnUrl(url);
  const pending = back ? takePending(back.state, clock.now().getTime()) : null;
  if (!back || !pending) return { kind: 'ignored' };
  const failed = {
    kind: 'failed',
    message: NATIVE_SIGN_IN_FAILED,
    retryPath: withRedirect('/login', pending.redirectTo),
  } as const;
  if (!('code' in back)) return failed;
  try {
    await redeem(back.code, pending.verifier);
  } catch {
    return failed;
  }
  return { kind: 'signed-in', target: safeRedirect(pending.redirectTo) };
}

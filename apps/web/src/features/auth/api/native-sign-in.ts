import type { NativeSignInGrantAnswer } from '@stryd/domain';
import { apiFetch } from '../../../lib/api-client';

/**
 * The native sign-in hand-over (docs/native-sign-in.md). Plain apiFetch rather than the auth client, so
 * the app shell, which listens for the hand-back, does not load better-auth's client.
 */

/** Signed in (in the system browser, after the user confirmed): a one-time code bound to `challenge`. */
export async function grantNativeSignIn(challenge: string): Promise<string> {
  const { code } = await apiFetch<NativeSignInGrantAnswer>('/native-sign-in/grant', {
    method: 'POST',
    body: { challenge },
  });
  return code;
}

/** In the app: trades the code and the app's verifier for a session cookie. Throws (400) when refused. */
export async function redeemNativeSignIn(code: string, verifier: string): Promise<void> {
  await apiFetch('/native-sign-in/redeem', { method: 'POST', body: { code, verifier } });
}

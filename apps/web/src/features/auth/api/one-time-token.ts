import { apiFetch } from '../../../lib/api-client';

/**
 * better-auth's one-time-token plugin (docs/native-sign-in.md). Plain apiFetch rather than the auth
 * client, so the app shell, which listens for the hand-back, does not load better-auth's client.
 */

/** Signed in (in the system browser): a single-use token, valid for minutes, for the same account. */
export async function issueOneTimeToken(): Promise<string> {
  const { token } = await apiFetch<{ token: string }>('/auth/one-time-token/generate');
  return token;
}

/** In the app: trades the token for a session cookie. Throws (400) when it was used or has expired. */
export async function exchangeOneTimeToken(token: string): Promise<void> {
  await apiFetch('/auth/one-time-token/verify', { method: 'POST', body: { token } });
}

import { authClient, authErrorMessage } from '../../../lib/auth-client';
import type { OAuthProvider } from '../../../lib/public-config';
import { isEmailIdentifier } from '../validation';

/** null on success, else the message to show. */
export type AuthResult = string | null;

export async function signInWithPassword(identifier: string, password: string): Promise<AuthResult> {
  const id = identifier.trim();
  try {
    const { error } = isEmailIdentifier(id)
      ? await authClient.signIn.email({ email: id, password })
      : await authClient.signIn.username({ username: id, password });
    return error ? authErrorMessage(error) : null;
  } catch {
    return authErrorMessage({ status: 0 });
  }
}

export async function signUpWithPassword(values: {
  username: string;
  email: string;
  password: string;
}): Promise<AuthResult> {
  const username = values.username.trim();
  try {
    const { error } = await authClient.signUp.email({
      email: values.email.trim(),
      password: values.password,
      name: username,
      username,
    });
    return error ? authErrorMessage(error) : null;
  } catch {
    return authErrorMessage({ status: 0 });
  }
}

/** Where the provider sends the browser back to after signing in, keeping redirectTo. */
export function callbackUrl(redirectTo: string | null): string {
  return redirectTo ? `/auth-callback?redirectTo=${encodeURIComponent(redirectTo)}` : '/auth-callback';
}

/** Starts an OAuth sign-in on the web, coming back to /auth-callback and keeping redirectTo. */
export function signInWithProvider(provider: OAuthProvider, redirectTo: string | null): Promise<AuthResult> {
  const errorCallbackURL = redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login';
  return startOAuth(provider, callbackUrl(redirectTo), errorCallbackURL);
}

/**
 * Starts an OAuth sign-in; the browser leaves the page on success and later returns to callbackURL (or
 * errorCallbackURL). GitHub and Google are social providers; 'oidc' is the server's generic OAuth
 * provider (POST /sign-in/oauth2, which answers a URL).
 */
export async function startOAuth(
  provider: OAuthProvider,
  callbackURL: string,
  errorCallbackURL: string,
): Promise<AuthResult> {
  try {
    if (provider === 'oidc') {
      const { data, error } = await authClient.$fetch<{ url?: string }>('/sign-in/oauth2', {
        method: 'POST',
        body: { providerId: 'oidc', callbackURL, errorCallbackURL },
      });
      if (error) return authErrorMessage(error);
      if (!data?.url) return authErrorMessage(null);
      window.location.assign(data.url);
      return null;
    }
    const { error } = await authClient.signIn.social({ provider, callbackURL, errorCallbackURL });
    return error ? authErrorMessage(error) : null;
  } catch {
    return authErrorMessage({ status: 0 });
  }
}

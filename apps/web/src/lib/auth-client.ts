import { usernameClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * better-auth, mounted by the server at same-origin /api/auth. Import this module lazily (it is only
 * needed on the sign-in pages and when signing out) so it stays out of the first load.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [usernameClient()],
  // Look fetch up on every call (not once at start-up), so tests can stub it and polyfills still apply.
  fetchOptions: { customFetchImpl: (input, init) => globalThis.fetch(input, init) },
});

export interface AuthErrorLike {
  message?: string | undefined;
  status?: number | undefined;
  code?: string | undefined;
}

/** The text to show for a failed auth call: the server's message, with sensible fallbacks. */
export function authErrorMessage(error: AuthErrorLike | null | undefined): string {
  const message = error?.message?.trim();
  if (message) return message;
  if (error?.status === 429) return 'Too many attempts. Please wait a minute and try again.';
  if (error?.status === 0) return 'Could not reach the server. Check your connection and try again.';
  return 'Something went wrong. Please try again.';
}

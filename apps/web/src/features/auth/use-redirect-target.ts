import { safeRedirect } from '@stryd/domain';
import { useSearchParams } from 'react-router';

/**
 * The raw redirectTo query value (to pass along) and the safe place to go
 * (docs/engineering.md#safe-redirects).
 */
export function useRedirectTarget(): { redirectTo: string | null; target: string } {
  const [params] = useSearchParams();
  const redirectTo = params.get('redirectTo');
  return { redirectTo, target: safeRedirect(redirectTo) };
}

export function withRedirect(path: string, redirectTo: string | null): string {
  return redirectTo ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path;
}

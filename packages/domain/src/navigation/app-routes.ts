/**
 * The screens (docs/product.md#route-list), the one list both sides read: the web router declares exactly
 * these, and the server answers any other non-API path with 404 (still sending the app, which shows its
 * not-found page).
 */
export const APP_ROUTE_PATTERNS = [
  '/',
  '/welcome',
  '/login',
  '/signup',
  '/auth-callback',
  '/unsubscribe',
  '/cali-chat',
  '/choice',
  '/interests',
  '/generated-stryds',
  '/explore-routines',
  '/people',
  '/profile/:userID',
  '/profile-page',
  '/add-routine',
  '/stryd/:userID/:routineName',
  '/stryd/:userID/:routineName/edit',
  '/upgrade',
  '/plan-confirm',
  '/meals',
  '/exercises',
  '/exercises/:exerciseId',
  '/history',
  '/history/:sessionId',
  '/settings',
] as const;

export type AppRoutePattern = (typeof APP_ROUTE_PATTERNS)[number];

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function segmentsMatch(pattern: string[], path: string[]): boolean {
  return (
    pattern.length === path.length &&
    pattern.every((part, i) => {
      const actual = path[i] ?? '';
      return part.startsWith(':') ? actual !== '' : part === decodeSegment(actual).toLowerCase();
    })
  );
}

/**
 * The screen a path (without query) shows, matched as React Router matches it: segment by segment,
 * case-insensitive, trailing slashes ignored, a ':param' taking one non-empty segment.
 */
export function matchAppRoute(pathname: string): AppRoutePattern | null {
  if (!pathname.startsWith('/')) return null;
  const trimmed = pathname.replace(/\/+$/, '');
  const path = trimmed === '' ? [] : trimmed.slice(1).split('/');
  return (
    APP_ROUTE_PATTERNS.find((pattern) =>
      segmentsMatch(pattern === '/' ? [] : pattern.slice(1).split('/'), path),
    ) ?? null
  );
}

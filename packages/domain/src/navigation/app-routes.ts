import { matchPathPattern } from './path-pattern';

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
  '/feed',
  '/notifications',
] as const;

export type AppRoutePattern = (typeof APP_ROUTE_PATTERNS)[number];

/**
 * The screen a path (without query) shows: the first pattern that matches it (matchPathPattern).
 */
export function matchAppRoute(pathname: string): AppRoutePattern | null {
  return APP_ROUTE_PATTERNS.find((pattern) => matchPathPattern(pattern, pathname) !== null) ?? null;
}

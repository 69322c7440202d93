import { layout, type RouteConfig, route } from '@react-router/dev/routes';
import { APP_ROUTE_PATTERNS, type AppRoutePattern } from '@stryd/domain';

/**
 * Each screen's route module under src/routes: the one place a screen is declared (docs/engineering.md
 * "Adding a screen"). The patterns are the domain's list, which the server also reads, so the two agree.
 */
const SCREEN_MODULES: Record<AppRoutePattern, string> = {
  '/': 'home',
  '/welcome': 'welcome',
  '/login': 'login',
  '/signup': 'signup',
  '/auth-callback': 'auth-callback',
  '/unsubscribe': 'unsubscribe',
  '/cali-chat': 'cali-chat',
  '/choice': 'choice',
  '/interests': 'interests',
  '/generated-stryds': 'generated-stryds',
  '/explore-routines': 'explore-routines',
  '/people': 'people',
  '/profile/:userID': 'user-profile',
  '/profile-page': 'own-profile',
  '/add-routine': 'add-routine',
  '/stryd/:userID/:routineName': 'routine',
  '/stryd/:userID/:routineName/edit': 'edit-routine',
  '/upgrade': 'upgrade',
  '/plan-confirm': 'plan-confirm',
  '/meals': 'meals',
  '/exercises': 'exercises',
  '/exercises/:exerciseId': 'exercise',
  '/history': 'history',
  '/history/:sessionId': 'session',
  '/settings': 'settings',
  '/feed': 'feed',
  '/notifications': 'notifications',
};

export default [
  // The app's frame (header, navigation, footer) around every screen, and the error page inside it.
  layout('app/shell.tsx', [
    ...APP_ROUTE_PATTERNS.map((pattern) => route(pattern, `routes/${SCREEN_MODULES[pattern]}.tsx`)),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;

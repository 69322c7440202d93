import { APP_ROUTE_PATTERNS, type AppRoutePattern } from '@stryd/domain';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageFallback } from '../lib/ui/page-fallback';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage, RouteErrorPage } from './route-error-page';

type PageLoader = () => Promise<ComponentType>;

/** One page per screen of the shared route table (the server answers 404 for any other path). */
const PAGES: Record<AppRoutePattern, PageLoader> = {
  '/': async () => (await import('../features/home/pages/home-page')).HomePage,
  '/welcome': async () => (await import('../features/welcome/pages/welcome-page')).WelcomePage,
  '/login': async () => (await import('../features/auth/pages/login-page')).LoginPage,
  '/signup': async () => (await import('../features/auth/pages/signup-page')).SignupPage,
  '/auth-callback': async () => (await import('../features/auth/pages/auth-callback-page')).AuthCallbackPage,
  '/unsubscribe': async () =>
    (await import('../features/unsubscribe/pages/unsubscribe-page')).UnsubscribePage,
  '/cali-chat': async () => (await import('../features/cali-chat/pages/cali-chat-page')).CaliChatPage,
  '/choice': async () => (await import('../features/choice/pages/choice-page')).ChoicePage,
  '/interests': async () => (await import('../features/questionnaire/pages/interests-page')).InterestsPage,
  '/generated-stryds': async () =>
    (await import('../features/generation/pages/generated-routine-page')).GeneratedRoutinePage,
  '/explore-routines': async () =>
    (await import('../features/explore/pages/explore-routines-page')).ExploreRoutinesPage,
  '/people': async () => (await import('../features/people/pages/people-page')).PeoplePage,
  '/profile/:userID': async () =>
    (await import('../features/profile/pages/user-profile-page')).UserProfilePage,
  '/profile-page': async () => (await import('../features/profile/pages/own-profile-page')).OwnProfilePage,
  '/add-routine': async () => (await import('../features/routines/pages/add-routine-page')).AddRoutinePage,
  '/stryd/:userID/:routineName': async () =>
    (await import('../features/routines/pages/routine-page')).RoutinePage,
  '/stryd/:userID/:routineName/edit': async () =>
    (await import('../features/routines/pages/edit-routine-page')).EditRoutinePage,
  '/upgrade': async () => (await import('../features/upgrade/pages/upgrade-page')).UpgradePage,
  '/plan-confirm': async () => (await import('../features/upgrade/pages/plan-confirm-page')).PlanConfirmPage,
  '/meals': async () => (await import('../features/meals/pages/meals-page')).MealsPage,
  '/exercises': async () => (await import('../features/exercises/pages/exercises-page')).ExercisesPage,
  '/exercises/:exerciseId': async () =>
    (await import('../features/exercises/pages/exercise-page')).ExercisePage,
  '/history': async () => (await import('../features/history/pages/history-page')).HistoryPage,
  '/history/:sessionId': async () => (await import('../features/history/pages/session-page')).SessionPage,
  '/settings': async () => (await import('../features/settings/pages/settings-page')).SettingsPage,
};

const fallback = <PageFallback />;

function pageRoute(pattern: AppRoutePattern): RouteObject {
  const lazy = async () => ({ Component: await PAGES[pattern]() });
  return pattern === '/'
    ? { index: true, hydrateFallbackElement: fallback, lazy }
    : { path: pattern.slice(1), hydrateFallbackElement: fallback, lazy };
}

/**
 * Every route (docs/product.md#route-list), loaded lazily so the first load carries only the shell. Unknown
 * paths and pages that fail to load or render show 'Unexpected Application Error!' inside the layout: the
 * error boundary sits on a pathless child, so the header, navigation and footer stay.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    // Last resort when the layout itself breaks: the same page without the layout, still no stack.
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [...APP_ROUTE_PATTERNS.map(pageRoute), { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

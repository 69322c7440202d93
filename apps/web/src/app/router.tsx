import { createBrowserRouter, type RouteObject } from 'react-router';
import { ComingSoon } from '../lib/ui/coming-soon';
import { PageFallback } from '../lib/ui/page-fallback';
import { COMING_SOON_ROUTES } from './coming-soon-routes';
import { RootLayout } from './layout/root-layout';

const fallback = <PageFallback />;

/**
 * Every route of SPEC §2. Pages load lazily so the first load carries only the shell. The root route has
 * no errorElement on purpose: unknown routes get React Router's default 'Unexpected Application Error!'.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    children: [
      {
        index: true,
        hydrateFallbackElement: fallback,
        lazy: async () => ({ Component: (await import('../features/home/pages/home-page')).HomePage }),
      },
      {
        path: 'welcome',
        hydrateFallbackElement: fallback,
        lazy: async () => ({
          Component: (await import('../features/welcome/pages/welcome-page')).WelcomePage,
        }),
      },
      {
        path: 'login',
        hydrateFallbackElement: fallback,
        lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }),
      },
      {
        path: 'signup',
        hydrateFallbackElement: fallback,
        lazy: async () => ({ Component: (await import('../features/auth/pages/signup-page')).SignupPage }),
      },
      {
        path: 'auth-callback',
        hydrateFallbackElement: fallback,
        lazy: async () => ({
          Component: (await import('../features/auth/pages/auth-callback-page')).AuthCallbackPage,
        }),
      },
      {
        path: 'cali-chat',
        hydrateFallbackElement: fallback,
        lazy: async () => ({
          Component: (await import('../features/cali-chat/pages/cali-chat-page')).CaliChatPage,
        }),
      },
      {
        path: 'choice',
        hydrateFallbackElement: fallback,
        lazy: async () => ({ Component: (await import('../features/choice/pages/choice-page')).ChoicePage }),
      },
      {
        path: 'interests',
        hydrateFallbackElement: fallback,
        lazy: async () => ({
          Component: (await import('../features/questionnaire/pages/interests-page')).InterestsPage,
        }),
      },
      {
        path: 'generated-stryds',
        hydrateFallbackElement: fallback,
        lazy: async () => ({
          Component: (await import('../features/generation/pages/generated-routine-page'))
            .GeneratedRoutinePage,
        }),
      },
      {
        path: 'explore-routines',
        hydrateFallbackElement: fallback,
        lazy: async () => ({
          Component: (await import('../features/explore/pages/explore-routines-page')).ExploreRoutinesPage,
        }),
      },
      {
        path: 'people',
        hydrateFallbackElement: fallback,
        lazy: async () => ({ Component: (await import('../features/people/pages/people-page')).PeoplePage }),
      },
      {
        path: 'profile/:userID',
        hydrateFallbackElement: fallback,
        lazy: async () => ({
          Component: (await import('../features/profile/pages/user-profile-page')).UserProfilePage,
        }),
      },
      {
        path: 'profile-page',
        hydrateFallbackElement: fallback,
        lazy: async () => ({
          Component: (await import('../features/profile/pages/own-profile-page')).OwnProfilePage,
        }),
      },
      {
        path: 'add-routine',
        hydrateFallbackElement: fallback,
        lazy: async () => ({
          Component: (await import('../features/routines/pages/add-routine-page')).AddRoutinePage,
        }),
      },
      {
        path: 'stryd/:userID/:routineName',
        hydrateFallbackElement: fallback,
        lazy: async () => ({
          Component: (await import('../features/routines/pages/routine-page')).RoutinePage,
        }),
      },
      {
        path: 'upgrade',
        hydrateFallbackElement: fallback,
        lazy: async () => ({
          Component: (await import('../features/upgrade/pages/upgrade-page')).UpgradePage,
        }),
      },
      {
        path: 'plan-confirm',
        hydrateFallbackElement: fallback,
        lazy: async () => ({
          Component: (await import('../features/upgrade/pages/plan-confirm-page')).PlanConfirmPage,
        }),
      },
      {
        path: 'meals',
        hydrateFallbackElement: fallback,
        lazy: async () => ({ Component: (await import('../features/meals/pages/meals-page')).MealsPage }),
      },
      ...COMING_SOON_ROUTES.map(
        ({ path, title, description }): RouteObject => ({
          path: path.slice(1),
          element: <ComingSoon title={title} description={description} />,
        }),
      ),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

import type { AppRoutePattern } from '@stryd/domain';

/**
 * Each screen's module under src/features and the component it exports. The router loads pages from this
 * table, and the build reads it to list each screen's code, which the server names in the HTML it sends for
 * that screen (`<link rel="modulepreload">`), so a page's code downloads beside the app's entry instead of
 * after it has run.
 */
export const PAGE_MODULES: Record<AppRoutePattern, readonly [file: string, component: string]> = {
  '/': ['home/pages/home-page', 'HomePage'],
  '/welcome': ['welcome/pages/welcome-page', 'WelcomePage'],
  '/login': ['auth/pages/login-page', 'LoginPage'],
  '/signup': ['auth/pages/signup-page', 'SignupPage'],
  '/auth-callback': ['auth/pages/auth-callback-page', 'AuthCallbackPage'],
  '/unsubscribe': ['unsubscribe/pages/unsubscribe-page', 'UnsubscribePage'],
  '/cali-chat': ['cali-chat/pages/cali-chat-page', 'CaliChatPage'],
  '/choice': ['choice/pages/choice-page', 'ChoicePage'],
  '/interests': ['questionnaire/pages/interests-page', 'InterestsPage'],
  '/generated-stryds': ['generation/pages/generated-routine-page', 'GeneratedRoutinePage'],
  '/explore-routines': ['explore/pages/explore-routines-page', 'ExploreRoutinesPage'],
  '/people': ['people/pages/people-page', 'PeoplePage'],
  '/profile/:userID': ['profile/pages/user-profile-page', 'UserProfilePage'],
  '/profile-page': ['profile/pages/own-profile-page', 'OwnProfilePage'],
  '/add-routine': ['routines/pages/add-routine-page', 'AddRoutinePage'],
  '/stryd/:userID/:routineName': ['routines/pages/routine-page', 'RoutinePage'],
  '/stryd/:userID/:routineName/edit': ['routines/pages/edit-routine-page', 'EditRoutinePage'],
  '/upgrade': ['upgrade/pages/upgrade-page', 'UpgradePage'],
  '/plan-confirm': ['upgrade/pages/plan-confirm-page', 'PlanConfirmPage'],
  '/meals': ['meals/pages/meals-page', 'MealsPage'],
  '/exercises': ['exercises/pages/exercises-page', 'ExercisesPage'],
  '/exercises/:exerciseId': ['exercises/pages/exercise-page', 'ExercisePage'],
  '/history': ['history/pages/history-page', 'HistoryPage'],
  '/history/:sessionId': ['history/pages/session-page', 'SessionPage'],
  '/settings': ['settings/pages/settings-page', 'SettingsPage'],
};

/** A page module's path from src/ (as the build names the modules it bundles). */
export function pageModulePath(pattern: AppRoutePattern): string {
  return `features/${PAGE_MODULES[pattern][0]}.tsx`;
}

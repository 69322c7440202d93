/**
 * The TanStack Query key of GET /api/users/{userID}. Shared so a feature that changes a profile (saving a
 * meal plan, following someone) can refresh it without importing the profile feature.
 */
export const USER_PROFILES_KEY = 'users' as const;

export function userProfileKey(userID: string) {
  return [USER_PROFILES_KEY, userID] as const;
}

import type { JoinedRoutineView, MealPlanView, PersonView, RoutineSummary, UserView } from '@stryd/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { userProfileKey } from '../../../lib/user-profile-key';

/** GET /api/users/{userID}: one object (docs/api.md); its schema lives in @stryd/domain. */
export type UserProfile = UserView;
/** A follower or followed user (profileImageLink is '' when there is none). */
export type ProfilePerson = PersonView;
export type ProfileRoutine = RoutineSummary;
export type JoinedRoutine = JoinedRoutineView;
export type SavedMealPlan = MealPlanView;

export function getUserProfile(userID: string, signal?: AbortSignal): Promise<UserProfile> {
  return apiFetch<UserProfile>(`/users/${encodeURIComponent(userID)}`, { signal: signal ?? null });
}

export function userProfileQuery(userID: string) {
  return queryOptions({
    queryKey: userProfileKey(userID),
    queryFn: ({ signal }) => getUserProfile(userID, signal),
  });
}

export interface UseUserProfileOptions {
  enabled?: boolean;
  /** /profile-page refetches on every visit: it is where accepting or deleting a routine lands. */
  refetchOnMount?: boolean | 'always';
}

export function useUserProfile(
  userID: string,
  { enabled = true, refetchOnMount }: UseUserProfileOptions = {},
) {
  return useQuery({
    ...userProfileQuery(userID),
    enabled: enabled && userID !== '',
    ...(refetchOnMount === undefined ? {} : { refetchOnMount }),
  });
}

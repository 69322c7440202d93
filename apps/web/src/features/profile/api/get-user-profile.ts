import type { MealDay } from '@stryd/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { userProfileKey } from '../../../lib/user-profile-key';

/** A follower or followed user (profileImageLink is '' when there is none). */
export interface ProfilePerson {
  userID: string;
  username: string;
  profileImageLink: string;
}

export interface ProfileRoutine {
  routineName: string;
  routineDescription: string;
  level: string;
  estimatedTimeMinutes: string;
  duration: string;
  createdDate: string;
  routineCreationType: 'created' | 'generated';
  creatorID: string;
  participantCount: number;
  workoutCount: number;
}

export interface JoinedRoutine {
  routineName: string;
  estimatedTimeMinutes: string;
  routineCreator: string;
  routineCreatorUserID: string;
}

export interface SavedMealPlan {
  id: string;
  planName: string;
  reason: string;
  days: MealDay[];
  createdDate: string;
}

/** GET /api/users/{userID}: one object (docs/api.md). email and meals only when viewing yourself. */
export interface UserProfile {
  id: string;
  userID: string;
  username: string;
  email?: string;
  profileImageLink: string;
  totalXP: number;
  rank: string;
  userPlan: string;
  interests: { workoutInterests: string[] };
  socials: {
    followers: ProfilePerson[];
    followings: ProfilePerson[];
    followersCount: number;
    followingsCount: number;
  };
  stryds: { routines: ProfileRoutine[]; joinedRoutines: JoinedRoutine[] };
  createdStryds: { routines: ProfileRoutine[] };
  meals: SavedMealPlan[];
  viewer: { isSelf: boolean; isFollowing: boolean };
}

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

import type { LeaderboardEntry, LeaderboardPage } from '@stryd/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { type RoutineRef, routineApiPath } from './routine-types';

export const LEADERBOARD_PAGE_SIZE = 50;

/** GET /api/stryds/{userID}/{routineName}/leaderboard (docs/api.md). */
export type { LeaderboardEntry, LeaderboardPage };

/** One page of everyone on a routine: routine XP high → low, then join time. */
export function getLeaderboard(
  ref: RoutineRef,
  offset: number,
  signal?: AbortSignal,
  limit = LEADERBOARD_PAGE_SIZE,
): Promise<LeaderboardPage> {
  const params = new URLSearchParams({ offset: String(offset), limit: String(limit) });
  return apiFetch<LeaderboardPage>(`/stryds/${routineApiPath(ref)}/leaderboard?${params}`, { signal });
}

/**
 * Not under routineQueryKey: the routine's optimistic join/leave cancels its queries by prefix, and
 * that must not cancel an open leaderboard. The mutations invalidate this key when they settle.
 */
export function leaderboardQueryKey({ userID, routineName }: RoutineRef) {
  return ['routine-leaderboard', userID, routineName] as const;
}

export const leaderboardQuery = (ref: RoutineRef) =>
  infiniteQueryOptions({
    queryKey: leaderboardQueryKey(ref),
    queryFn: ({ pageParam, signal }) => getLeaderboard(ref, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    // Others tick sets all the time; each opening of the dialog asks again.
    staleTime: 0,
  });

/** The 'View leaderboards' list; its dialog mounts the caller only while open. */
export function useLeaderboard(ref: RoutineRef) {
  return useInfiniteQuery(leaderboardQuery(ref));
}

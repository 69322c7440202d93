import {
  type LogSetAnswer,
  type LogSetBody,
  type RoutineSessionAnswer,
  routinePageReads,
  type SessionSummary,
  type UnlogSetAnswer,
  type XpAnswer,
} from '@stryd/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ME_QUERY_KEY, type MeResponse } from '../../../lib/session';
import { leaderboardQueryKey } from './get-leaderboard';
import { routineQueryKey, routineSessionQueryKey } from './query-keys';
import { type RoutineRef, type RoutineView, routineApiPath } from './routine-types';

/** The workout log's calls for one routine (docs/api.md "Workout log"). */

export { routineSessionQueryKey };

/** GET …/session: the open session to resume, and the last sets of each workout's exercise. */
export function routineSessionQuery(ref: RoutineRef) {
  return queryOptions({
    queryKey: routineSessionQueryKey(ref),
    queryFn: () => apiFetch<RoutineSessionAnswer>(routinePageReads(ref).session),
    // Read once per visit: the page's own state is the truth while it is open.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function useRoutineSession(ref: RoutineRef, enabled = true) {
  return useQuery({ ...routineSessionQuery(ref), enabled });
}

/** The path of one set (the offline queue keeps it to send the same request later). */
export function setPath(ref: RoutineRef, setId: string): string {
  return `/stryds/${routineApiPath(ref)}/sets/${encodeURIComponent(setId)}`;
}

/** PUT …/sets/{setId}: tick a set with its values; a retry with the same id is answered, not logged twice. */
export function logSet(ref: RoutineRef, setId: string, body: LogSetBody): Promise<LogSetAnswer> {
  return apiFetch<LogSetAnswer>(setPath(ref, setId), { method: 'PUT', body });
}

/** DELETE …/sets/{setId}: untick a set of the open session. */
export function unlogSet(ref: RoutineRef, setId: string): Promise<UnlogSetAnswer> {
  return apiFetch<UnlogSetAnswer>(setPath(ref, setId), { method: 'DELETE' });
}

/**
 * POST …/session/finish. `keepalive` lets the request outlive the page when the user navigates away
 * mid-workout (leaving finishes the session).
 */
export function finishSession(
  ref: RoutineRef,
  durationMs: number | undefined,
  keepalive = false,
): Promise<{ session: SessionSummary | null }> {
  return apiFetch(`/stryds/${routineApiPath(ref)}/session/finish`, {
    method: 'POST',
    body: durationMs === undefined ? {} : { durationMs: Math.round(durationMs) },
    keepalive,
  });
}

/**
 * The server's XP numbers after a set earned or gave back XP: the account's total and rank, and the
 * viewer's row and daily XP on the routine page; the full leaderboard is marked stale.
 */
export function applyXpAnswer(
  queryClient: QueryClient,
  ref: RoutineRef,
  viewerID: string | undefined,
  answer: XpAnswer,
): void {
  queryClient.setQueryData<MeResponse>(ME_QUERY_KEY, (me) =>
    me?.user ? { user: { ...me.user, totalXP: answer.totalXP, rank: answer.rank } } : me,
  );
  queryClient.setQueryData<RoutineView>(routineQueryKey(ref), (routine) =>
    routine
      ? {
          ...routine,
          participants: routine.participants.map((p) =>
            p.userID === viewerID ? { ...p, userRoutineXP: answer.routineXP } : p,
          ),
          viewer: { ...routine.viewer, todayXP: answer.todayXP, dailyCap: answer.dailyCap },
        }
      : routine,
  );
  void queryClient.invalidateQueries({ queryKey: leaderboardQueryKey(ref) });
}

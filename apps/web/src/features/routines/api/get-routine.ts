import { routinePageReads } from '@stryd/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { routineQueryKey } from './query-keys';
import type { RoutineRef, RoutineView } from './routine-types';

export function getRoutine(ref: RoutineRef, signal?: AbortSignal): Promise<RoutineView> {
  return apiFetch<RoutineView>(routinePageReads(ref).routine, signal ? { signal } : {});
}

export { routineQueryKey };

export function routineQuery(ref: RoutineRef) {
  return queryOptions({
    queryKey: routineQueryKey(ref),
    queryFn: ({ signal }) => getRoutine(ref, signal),
    // The leaderboard moves as others tick sets, so a revisit reads fresh numbers; but a page the server has
    // just drawn is not asked for again as it hydrates (a tap at that moment waited for it on a phone).
    staleTime: 30_000,
  });
}

/** One routine with its leaderboard and the viewer's place in it. */
export function useRoutine(ref: RoutineRef, enabled = true) {
  return useQuery({ ...routineQuery(ref), enabled });
}

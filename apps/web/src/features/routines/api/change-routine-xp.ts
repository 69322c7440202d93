import type { XpAnswer } from '@stryd/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ME_QUERY_KEY, type MeResponse } from '../../../lib/session';
import { leaderboardQueryKey } from './get-leaderboard';
import { routineQueryKey } from './get-routine';
import { type RoutineRef, type RoutineView, routineApiPath } from './routine-types';

export type XpDirection = 'increment' | 'decrement';

export type { XpAnswer };

/** POST /api/stryds/{increment|decrement}-routine-xp/{creatorId}/{routineName}: ±10 XP for one set. */
export function changeRoutineXp(ref: RoutineRef, direction: XpDirection): Promise<XpAnswer> {
  return apiFetch<XpAnswer>(`/stryds/${direction}-routine-xp/${routineApiPath(ref)}`, {
    method: 'POST',
    body: {},
  });
}

/**
 * Ticks or unticks a set on the server. On success the signed-in account's total XP and rank and the
 * viewer's row on the leaderboard take the server's numbers; the caller owns the optimistic check mark.
 */
export function useChangeRoutineXp(ref: RoutineRef, viewerID: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (direction: XpDirection) => changeRoutineXp(ref, direction),
    onSuccess: (answer) => {
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
    },
    // The whole leaderboard is not patched here: mark it stale (it is fetched again only while open).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: leaderboardQueryKey(ref) });
    },
  });
}

import { type LeaveAnswer, TOAST_MESSAGES } from '@stryd/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { leaderboardQueryKey } from './get-leaderboard';
import { routineQueryKey } from './get-routine';
import { type RoutineRef, type RoutineView, routineApiPath } from './routine-types';

export type { LeaveAnswer };

/** POST /api/stryds/leave-routine/{creatorId}/{routineName}: leave as the signed-in user. */
export function leaveRoutine(ref: RoutineRef, userID: string): Promise<LeaveAnswer> {
  return apiFetch<LeaveAnswer>(`/stryds/leave-routine/${routineApiPath(ref)}`, {
    method: 'POST',
    body: { userID },
  });
}

/**
 * docs/product.md#joining-and-leaving, one server call standing for the original leave-then-remove pair: the
 * viewer leaves the local leaderboard first ('leaving routine'); 'removed routine' when the server says it
 * took them off; 'left routine' once the account (total XP) has been fetched again, so the leave is complete
 * on screen. On failure they are put back ('an error occured while leaving routine').
 */
export function useLeaveRoutine(ref: RoutineRef, userID: string) {
  const queryClient = useQueryClient();
  const key = routineQueryKey(ref);
  return useMutation({
    mutationFn: () => leaveRoutine(ref, userID),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<RoutineView>(key);
      queryClient.setQueryData<RoutineView>(key, (routine) =>
        routine
          ? {
              ...routine,
              participants: routine.participants.filter((p) => p.userID !== userID),
              participantCount: Math.max(0, routine.participantCount - 1),
              viewer: { ...routine.viewer, isParticipant: false },
            }
          : routine,
      );
      toast(TOAST_MESSAGES.leavingRoutine);
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(TOAST_MESSAGES.leaveError);
    },
    onSuccess: async (answer) => {
      // Leaving again (e.g. from another tab) removes nothing: no 'removed routine' then.
      if (answer.wasParticipant) toast(TOAST_MESSAGES.removedRoutine);
      queryClient.setQueryData<RoutineView>(key, (routine) =>
        routine
          ? {
              ...routine,
              participantCount: answer.participantCount,
              viewer: { ...routine.viewer, todayXP: 0 },
            }
          : routine,
      );
      // XP earned on the routine today is taken back from the total (docs/api.md); the mutation stays
      // pending until the account is fetched again.
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      toast.success(TOAST_MESSAGES.leftRoutine);
    },
    // The whole leaderboard is not patched here: mark it stale (it is fetched again only while open).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: leaderboardQueryKey(ref) });
    },
  });
}

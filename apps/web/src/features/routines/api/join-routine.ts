import { type JoinAnswer, TOAST_MESSAGES } from '@stryd/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { CurrentUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { leaderboardQueryKey } from './get-leaderboard';
import { routineQueryKey } from './get-routine';
import { type Participant, type RoutineRef, type RoutineView, routineApiPath } from './routine-types';

export type { JoinAnswer };

/** POST /api/stryds/join-routine/{creatorID}/{routineName}: join as the signed-in user (0 XP). */
export function joinRoutine(ref: RoutineRef, user: CurrentUser): Promise<JoinAnswer> {
  // The original API's body (docs/product.md#api-calls); the server takes the joiner from the session and
  // ignores it.
  return apiFetch<JoinAnswer>(`/stryds/join-routine/${routineApiPath(ref)}`, {
    method: 'POST',
    body: {
      userID: user.id,
      username: user.username,
      profileImageLink: user.profileImageLink ?? '',
      userRoutineXP: 0,
    },
  });
}

export function participantFor(user: CurrentUser): Participant {
  return {
    id: user.id,
    userID: user.id,
    username: user.username,
    profileImageLink: user.profileImageLink ?? '',
    userRoutineXP: 0,
  };
}

/**
 * docs/product.md#joining-and-leaving: the viewer appears on the leaderboard with 0 XP at once; if the server
 * refuses, they are taken off again and 'an error occured while joining routine' is shown.
 */
export function useJoinRoutine(ref: RoutineRef, user: CurrentUser) {
  const queryClient = useQueryClient();
  const key = routineQueryKey(ref);
  return useMutation({
    mutationFn: () => joinRoutine(ref, user),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<RoutineView>(key);
      queryClient.setQueryData<RoutineView>(key, (routine) =>
        routine && !routine.participants.some((p) => p.userID === user.id)
          ? {
              ...routine,
              participants: [...routine.participants, participantFor(user)],
              participantCount: routine.participantCount + 1,
              viewer: { ...routine.viewer, isParticipant: true },
            }
          : routine,
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData<RoutineView>(key, (routine) =>
        routine
          ? {
              ...routine,
              participants: routine.participants.filter((p) => p.userID !== user.id),
              participantCount: context?.previous?.participantCount ?? routine.participantCount - 1,
              viewer: { ...routine.viewer, isParticipant: false },
            }
          : routine,
      );
      toast.error(TOAST_MESSAGES.joinError);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<RoutineView>(key, (routine) =>
        routine
          ? {
              ...routine,
              participants: routine.participants.map((p) =>
                p.userID === user.id ? { ...p, ...answer.participant } : p,
              ),
              participantCount: answer.participantCount,
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

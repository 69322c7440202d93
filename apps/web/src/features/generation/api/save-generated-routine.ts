import type { GeneratedRoutine, RoutineView } from '@stryd/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { recommendationsKeys } from '../../../lib/recommendations';
import { userProfileKey } from '../../../lib/user-profile-key';

/** The parts of the saved routine (the server answers the whole RoutineView) this flow uses. */
export type SavedRoutine = Pick<RoutineView, 'routineName' | 'creatorID' | 'routineCreationType'>;

/**
 * POST /api/stryds/{userID} with routineCreationType 'generated' (Proceed,
 * docs/product.md#generating-a-routine). The server stamps createdDate, takes level and duration from the
 * saved answers and makes the creator a participant.
 */
export function saveGeneratedRoutine(userId: string, routine: GeneratedRoutine): Promise<SavedRoutine> {
  return apiFetch<SavedRoutine>(`/stryds/${encodeURIComponent(userId)}`, {
    method: 'POST',
    body: {
      routineName: routine.routineName,
      estimatedTimeMinutes: routine.estimatedTimeMinutes,
      routineReason: routine.routineReason,
      workouts: routine.workouts,
      routineCreationType: 'generated',
    },
  });
}

export function useSaveGeneratedRoutine(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (routine: GeneratedRoutine) => saveGeneratedRoutine(userId, routine),
    onSuccess: () => {
      // The profile lists the new routine. (Each visit to /generated-stryds asks with a fresh seed.)
      void queryClient.invalidateQueries({ queryKey: userProfileKey(userId) });
      void queryClient.invalidateQueries({ queryKey: recommendationsKeys.all });
    },
  });
}

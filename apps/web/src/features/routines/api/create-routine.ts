import type { RoutineInput } from '@stryd/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { routineQueryKey } from './get-routine';
import type { RoutineView } from './routine-types';

/** POST /api/stryds/{userID}: save a hand-made routine; the creator becomes its first participant. */
export function createRoutine(userID: string, body: RoutineInput): Promise<RoutineView> {
  return apiFetch<RoutineView>(`/stryds/${encodeURIComponent(userID)}`, {
    method: 'POST',
    body: { ...body, routineCreationType: 'created' },
  });
}

export function useCreateRoutine(userID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoutineInput) => createRoutine(userID, body),
    onSuccess: (routine) => {
      // The routine page opens at once from the answer instead of asking again.
      queryClient.setQueryData(
        routineQueryKey({ userID: routine.creatorID, routineName: routine.routineName }),
        routine,
      );
    },
  });
}

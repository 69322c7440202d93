import type { RoutineEdit } from '@stryd/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { routineQueryKey } from './get-routine';
import { type RoutineRef, type RoutineView, routineApiPath } from './routine-types';

/** PATCH /api/stryds/{userID}/{routineName}: save the creator's edit of a routine (version-checked). */
export function editRoutine(ref: RoutineRef, body: RoutineEdit): Promise<RoutineView> {
  return apiFetch<RoutineView>(`/stryds/${routineApiPath(ref)}`, { method: 'PATCH', body });
}

export function useEditRoutine(ref: RoutineRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoutineEdit) => editRoutine(ref, body),
    onSuccess: (routine) => {
      queryClient.removeQueries({ queryKey: routineQueryKey(ref) });
      queryClient.setQueryData(
        routineQueryKey({ userID: routine.creatorID, routineName: routine.routineName }),
        routine,
      );
    },
  });
}

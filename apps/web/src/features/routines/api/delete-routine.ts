import type { DeleteAnswer } from '@stryd/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/session';
import { routineQueryKey } from './get-routine';
import { type RoutineRef, routineApiPath } from './routine-types';

/** DELETE /api/stryds/delete/{userID}/{routineName}: the creator deletes their routine. */
export function deleteRoutine(ref: RoutineRef): Promise<DeleteAnswer> {
  return apiFetch<DeleteAnswer>(`/stryds/delete/${routineApiPath(ref)}`, { method: 'DELETE' });
}

export function useDeleteRoutine(ref: RoutineRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteRoutine(ref),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: routineQueryKey(ref) });
      // XP earned on it today is taken back from the total (docs/api.md).
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

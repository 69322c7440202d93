import type { ExerciseProgress } from '@stryd/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { HISTORY_QUERY_ROOT } from '../../../lib/streak';

/** GET /api/exercises/{id}/progress: the signed-in user's points per training day and records. */
export function exerciseProgressQuery(exerciseId: string) {
  return queryOptions({
    // Under the history root: finishing a session refreshes it.
    queryKey: [HISTORY_QUERY_ROOT, 'progress', exerciseId] as const,
    queryFn: ({ signal }) =>
      apiFetch<ExerciseProgress>(`/exercises/${encodeURIComponent(exerciseId)}/progress`, { signal }),
  });
}

export function useExerciseProgress(exerciseId: string, enabled: boolean) {
  return useQuery({ ...exerciseProgressQuery(exerciseId), enabled });
}

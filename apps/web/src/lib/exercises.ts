import type { ExerciseDetail, ExerciseList, ExerciseQuery } from '@stryd/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/**
 * GET /api/exercises and /api/exercises/{id}: the exercise library, shared by its pages and the routine
 * form's picker. The library changes only with a release, so answers stay fresh for an hour.
 */
const LIBRARY_STALE_MS = 60 * 60 * 1000;

function listPath(filter: ExerciseQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `/exercises?${query}` : '/exercises';
}

export function exerciseListQuery(filter: ExerciseQuery) {
  return queryOptions({
    queryKey: ['exercises', filter.q ?? '', filter.muscle ?? '', filter.equipment ?? ''] as const,
    queryFn: ({ signal }) => apiFetch<ExerciseList>(listPath(filter), { signal }),
    staleTime: LIBRARY_STALE_MS,
    // While the next answer loads, keep showing the last one instead of an empty list.
    placeholderData: keepPreviousData,
  });
}

export function exerciseQuery(id: string) {
  return queryOptions({
    queryKey: ['exercise', id] as const,
    queryFn: ({ signal }) => apiFetch<ExerciseDetail>(`/exercises/${encodeURIComponent(id)}`, { signal }),
    staleTime: LIBRARY_STALE_MS,
  });
}

/** 'Bodyweight' or the equipment list, for cards and details. */
export function equipmentLabel(equipment: readonly string[]): string {
  return equipment.length === 0 ? 'Bodyweight' : equipment.join(' + ');
}

export const MEASURE_LABELS = {
  reps: 'Reps',
  weight_reps: 'Weight × reps',
  time: 'Time',
  distance: 'Distance',
} as const;

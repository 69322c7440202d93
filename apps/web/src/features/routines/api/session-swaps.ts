import type { ExerciseSwaps, RoutineSessionAnswer } from '@stryd/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { type RoutineRef, routineApiPath } from './routine-types';

/** Swapping a workout's exercise for this session (docs/api.md "Workout log", decision 048). */

const swapPath = (ref: RoutineRef, workoutIndex: number) =>
  `/stryds/${routineApiPath(ref)}/session/swaps/${workoutIndex}`;

/** PUT …/session/swaps/{workoutIndex}: the session's answer, swaps included. */
export function swapExercise(
  ref: RoutineRef,
  workoutIndex: number,
  exerciseId: string,
): Promise<RoutineSessionAnswer> {
  return apiFetch<RoutineSessionAnswer>(swapPath(ref, workoutIndex), { method: 'PUT', body: { exerciseId } });
}

/** DELETE …/session/swaps/{workoutIndex}: back to the routine's own exercise. */
export function undoSwap(ref: RoutineRef, workoutIndex: number): Promise<RoutineSessionAnswer> {
  return apiFetch<RoutineSessionAnswer>(swapPath(ref, workoutIndex), { method: 'DELETE' });
}

/** GET /api/exercises/{id}/swaps: what may stand in for the exercise; the library changes only with a release. */
export function exerciseSwapsQuery(exerciseId: string) {
  return queryOptions({
    queryKey: ['exercise-swaps', exerciseId],
    queryFn: ({ signal }) =>
      apiFetch<ExerciseSwaps>(`/exercises/${encodeURIComponent(exerciseId)}/swaps`, { signal }),
    staleTime: 60 * 60 * 1000,
  });
}

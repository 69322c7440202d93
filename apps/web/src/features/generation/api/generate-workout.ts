import type { GenerateWorkoutAnswer } from '@stryd/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type GenerateWorkoutResponse = GenerateWorkoutAnswer;

/** A random 32-bit seed, different from the previous one (Regenerate must ask for a new routine). */
export function newSeed(previous?: number): number {
  const values = new Uint32Array(1);
  let seed: number;
  do {
    crypto.getRandomValues(values);
    seed = values[0] ?? 0;
  } while (seed === previous);
  return seed;
}

/**
 * POST /api/generate/generate-workout {seed}: the server builds the prompt from the saved questionnaire
 * answers (docs/engineering.md#ai-prompts-and-replies) and answers an already checked routine of 5 workouts.
 */
export function generateWorkout(seed: number, signal?: AbortSignal): Promise<GenerateWorkoutResponse> {
  return apiFetch<GenerateWorkoutResponse>('/generate/generate-workout', {
    method: 'POST',
    body: { seed },
    signal,
  });
}

export const GENERATED_ROUTINE_KEY = 'generated-routine' as const;

/** One generation per seed: cached for the visit, never refetched behind the user's back. */
export const generatedRoutineQuery = (userId: string, seed: number) =>
  queryOptions({
    queryKey: [GENERATED_ROUTINE_KEY, userId, seed] as const,
    queryFn: ({ signal }) => generateWorkout(seed, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    // AI calls are rate-limited per user: retrying is the user's choice (the Retry button).
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useGeneratedRoutine(userId: string, seed: number) {
  return useQuery(generatedRoutineQuery(userId, seed));
}

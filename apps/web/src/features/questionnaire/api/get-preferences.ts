import type { Preferences } from '@stryd/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

/** GET /api/interests/{userId}: the saved questionnaire answers, or null when there are none yet (404). */
export async function fetchPreferences(userId: string, signal?: AbortSignal): Promise<Preferences | null> {
  try {
    return await apiFetch<Preferences>(`/interests/${encodeURIComponent(userId)}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const preferencesKey = (userId: string) => ['preferences', userId] as const;

export const preferencesQuery = (userId: string) =>
  queryOptions({
    queryKey: preferencesKey(userId),
    queryFn: ({ signal }) => fetchPreferences(userId, signal),
    staleTime: 60_000,
  });

export function usePreferences(userId: string) {
  return useQuery(preferencesQuery(userId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { useSession } from './session';

/**
 * Every workout-log query key starts with this, so finishing a session (which invalidates ['history'])
 * refreshes the list, the streak and exercise progress at once.
 */
export const HISTORY_QUERY_ROOT = 'history';

export const streakQuery = queryOptions({
  queryKey: [HISTORY_QUERY_ROOT, 'streak'] as const,
  queryFn: ({ signal }) => apiFetch<{ streakWeeks: number }>('/me/streak', { signal }),
});

/** GET /api/me/streak: weeks in a row with a finished session; only asked for when signed in. */
export function useStreak() {
  const { user } = useSession();
  return useQuery({ ...streakQuery, enabled: Boolean(user) });
}

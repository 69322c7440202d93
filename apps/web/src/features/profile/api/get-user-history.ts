import type { HistoryAnswer } from '@stryd/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { HISTORY_QUERY_ROOT } from '../../../lib/streak';

export const PROFILE_SESSIONS = 5;

/** GET /api/users/{userID}/history: another member's history, 403 HISTORY_PRIVATE unless they opened it. */
export function useUserHistory(userID: string, enabled: boolean) {
  return useQuery({
    queryKey: [HISTORY_QUERY_ROOT, 'user', userID] as const,
    queryFn: ({ signal }) =>
      apiFetch<HistoryAnswer>(`/users/${encodeURIComponent(userID)}/history?limit=${PROFILE_SESSIONS}`, {
        signal,
      }),
    enabled: enabled && userID !== '',
  });
}

import type { SessionDetail } from '@stryd/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { HISTORY_QUERY_ROOT } from '../../../lib/streak';

/** GET /api/history/sessions/{id}: one finished session with every set (403 when private, 404 unknown). */
export function sessionDetailQuery(sessionId: string) {
  return queryOptions({
    queryKey: [HISTORY_QUERY_ROOT, 'session', sessionId] as const,
    queryFn: ({ signal }) =>
      apiFetch<SessionDetail>(`/history/sessions/${encodeURIComponent(sessionId)}`, { signal }),
  });
}

export function useSessionDetail(sessionId: string, enabled: boolean) {
  return useQuery({ ...sessionDetailQuery(sessionId), enabled: enabled && sessionId !== '' });
}

import type { FeedPerson, KudosAnswer } from '@stryd/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { HISTORY_QUERY_ROOT } from '../../../lib/streak';

/** GET /api/history/sessions/{id}/kudos: who gave kudos to a session, newest first. */
export function sessionKudosQuery(sessionId: string) {
  return queryOptions({
    queryKey: [HISTORY_QUERY_ROOT, 'session', sessionId, 'kudos'] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ people: FeedPerson[] }>(`/history/sessions/${encodeURIComponent(sessionId)}/kudos`, {
        signal,
      }),
    staleTime: 15_000,
  });
}

export function useSessionKudos(sessionId: string) {
  return useQuery(sessionKudosQuery(sessionId));
}

/** Gives or takes back the viewer's kudos, then reads who gave them again. */
export function useToggleKudos(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (give: boolean) =>
      apiFetch<KudosAnswer>(`/history/sessions/${encodeURIComponent(sessionId)}/kudos`, {
        method: give ? 'PUT' : 'DELETE',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKudosQuery(sessionId).queryKey }),
  });
}

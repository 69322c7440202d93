import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { HISTORY_QUERY_ROOT } from './streak';
import { toast } from './toast';

interface HistoryPrivacy {
  historyPublic: boolean;
}

export const PRIVACY_ERROR = 'Could not change who sees your history. Please try again.';

export const historyPrivacyQuery = queryOptions({
  queryKey: ['history-privacy'] as const,
  queryFn: ({ signal }) => apiFetch<HistoryPrivacy>('/me/history-privacy', { signal }),
});

/** GET /api/me/history-privacy: whether signed-in members may see your sessions and streak. */
export function useHistoryPrivacy() {
  return useQuery(historyPrivacyQuery);
}

/**
 * PUT /api/me/history-privacy. A failure is announced with a toast; a success refreshes everything that
 * shows the setting (the history pages carry it too).
 */
export function useSetHistoryPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (historyPublic: boolean) =>
      apiFetch<HistoryPrivacy>('/me/history-privacy', { method: 'PUT', body: { historyPublic } }),
    onError: () => toast.error(PRIVACY_ERROR),
    onSuccess: (answer) => {
      queryClient.setQueryData(historyPrivacyQuery.queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: [HISTORY_QUERY_ROOT] });
    },
  });
}

import type { HistoryAnswer } from '@stryd/domain';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { myHistoryKey } from './get-history';

type HistoryPages = InfiniteData<HistoryAnswer, string | null>;

export const PRIVACY_ERROR = 'Could not change who sees your history. Please try again.';

const withPrivacy = (data: HistoryPages | undefined, historyPublic: boolean) =>
  data && { ...data, pages: data.pages.map((page) => ({ ...page, historyPublic })) };

/** PUT /api/me/history-privacy: the switch moves at once and goes back, with a toast, if saving fails. */
export function useSetHistoryPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (historyPublic: boolean) =>
      apiFetch<{ historyPublic: boolean }>('/me/history-privacy', { method: 'PUT', body: { historyPublic } }),
    onMutate: async (historyPublic) => {
      await queryClient.cancelQueries({ queryKey: myHistoryKey });
      const previous = queryClient.getQueryData<HistoryPages>(myHistoryKey);
      queryClient.setQueryData<HistoryPages>(myHistoryKey, (data) => withPrivacy(data, historyPublic));
      return { previous };
    },
    onError: (_error, _historyPublic, context) => {
      if (context?.previous) queryClient.setQueryData(myHistoryKey, context.previous);
      toast.error(PRIVACY_ERROR);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<HistoryPages>(myHistoryKey, (data) => withPrivacy(data, answer.historyPublic));
    },
  });
}

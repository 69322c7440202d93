import type { FeedAnswer, KudosAnswer } from '@stryd/domain';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { FEED_QUERY_KEY } from './get-feed';

type FeedPages = InfiniteData<FeedAnswer, string | null>;

export const KUDOS_FAILED_TEXT = 'Your kudos did not go through. Try again.';

/** PUT (give) or DELETE (take back) the viewer's kudos on a session. */
export function sendKudos(sessionId: string, give: boolean): Promise<KudosAnswer> {
  return apiFetch<KudosAnswer>(`/history/sessions/${encodeURIComponent(sessionId)}/kudos`, {
    method: give ? 'PUT' : 'DELETE',
  });
}

/** The feed's cards of this session, changed by `change`. */
function updateCards(
  queryClient: QueryClient,
  sessionId: string,
  change: (answer: KudosAnswer) => KudosAnswer,
) {
  queryClient.setQueryData<FeedPages>(FEED_QUERY_KEY, (feed) =>
    feed
      ? {
          ...feed,
          pages: feed.pages.map((page) => ({
            ...page,
            items: page.items.map((card) =>
              card.kind === 'session' && card.id === sessionId ? { ...card, ...change(card) } : card,
            ),
          })),
        }
      : feed,
  );
}

/**
 * Kudos with an instant answer: the card shows the change at the tap, the server's count replaces it when
 * it answers, and a refusal or a lost connection puts the card back as it was and says so.
 */
export function useKudos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, give }: { sessionId: string; give: boolean }) => sendKudos(sessionId, give),
    onMutate: async ({ sessionId, give }) => {
      await queryClient.cancelQueries({ queryKey: FEED_QUERY_KEY });
      const before = queryClient.getQueryData<FeedPages>(FEED_QUERY_KEY);
      updateCards(queryClient, sessionId, (card) =>
        card.viewerGaveKudos === give ? card : { kudos: card.kudos + (give ? 1 : -1), viewerGaveKudos: give },
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      queryClient.setQueryData(FEED_QUERY_KEY, context?.before);
      toast.error(KUDOS_FAILED_TEXT);
    },
    onSuccess: (answer, { sessionId }) => updateCards(queryClient, sessionId, () => answer),
  });
}

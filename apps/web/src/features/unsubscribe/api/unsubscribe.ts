import type { UnsubscribeAnswer } from '@stryd/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const path = (token: string) => `/unsubscribe?token=${encodeURIComponent(token)}`;
const linkKey = (token: string) => ['unsubscribe', token] as const;

/** GET /api/unsubscribe?token=…: what the link is about; changes nothing (no sign-in needed). */
export const unsubscribeLinkQuery = (token: string) =>
  queryOptions({
    queryKey: linkKey(token),
    queryFn: ({ signal }) => apiFetch<UnsubscribeAnswer>(path(token), { signal }),
    retry: false,
  });

export function useUnsubscribeLink(token: string) {
  return useQuery(unsubscribeLinkQuery(token));
}

/** POST /api/unsubscribe?token=…: switches that kind of mail off for the link's owner. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<UnsubscribeAnswer>(path(token), { method: 'POST' }),
    onSuccess: (answer) => queryClient.setQueryData(linkKey(token), answer),
  });
}

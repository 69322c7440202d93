import type { EmailPreferences, EmailPreferencesBody } from '@stryd/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const emailPreferencesKey = ['me', 'email-preferences'] as const;

/** GET /api/me/email-preferences: every kind of mail, true = sent. */
export const emailPreferencesQuery = queryOptions({
  queryKey: emailPreferencesKey,
  queryFn: ({ signal }) => apiFetch<EmailPreferences>('/me/email-preferences', { signal }),
});

export function useEmailPreferences() {
  return useQuery(emailPreferencesQuery);
}

/**
 * PUT /api/me/email-preferences with the one switch that moved: it moves at once (optimistic) and goes
 * back if saving fails; the server's answer is the truth afterwards.
 */
export function useSaveEmailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: EmailPreferencesBody) =>
      apiFetch<EmailPreferences>('/me/email-preferences', { method: 'PUT', body: change }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: emailPreferencesKey });
      const previous = queryClient.getQueryData<EmailPreferences>(emailPreferencesKey);
      if (previous)
        queryClient.setQueryData<EmailPreferences>(emailPreferencesKey, { ...previous, ...change });
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(emailPreferencesKey, context.previous);
    },
    onSuccess: (answer) => queryClient.setQueryData(emailPreferencesKey, answer),
  });
}

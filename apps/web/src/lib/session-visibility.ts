import type { SessionVisibility } from '@stryd/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { HISTORY_QUERY_ROOT } from './streak';
import { toast } from './toast';

interface VisibilityAnswer {
  visibility: SessionVisibility;
}

export const VISIBILITY_ERROR = 'Could not change who sees your workouts. Please try again.';

/** What each choice is called, and what it means for the person choosing. */
export const VISIBILITY_CHOICES: ReadonlyArray<{ value: SessionVisibility; label: string; hint: string }> = [
  {
    value: 'public',
    label: 'Everyone',
    hint: 'Signed-in members see your sessions on your profile; your followers in their feed.',
  },
  {
    value: 'followers',
    label: 'Followers',
    hint: 'People who follow you see your sessions, on your profile and in their feed.',
  },
  { value: 'only-me', label: 'Only me', hint: 'Nobody else sees your sessions.' },
];

export const visibilityLabel = (visibility: SessionVisibility) =>
  VISIBILITY_CHOICES.find((choice) => choice.value === visibility)?.label ?? visibility;

export const sessionVisibilityQuery = queryOptions({
  queryKey: ['session-visibility'] as const,
  queryFn: ({ signal }) => apiFetch<VisibilityAnswer>('/me/session-visibility', { signal }),
});

/** GET /api/me/session-visibility: who sees your sessions that have no choice of their own. */
export function useSessionVisibility() {
  return useQuery(sessionVisibilityQuery);
}

/**
 * PUT /api/me/session-visibility. A failure is announced with a toast; a success refreshes everything that
 * shows the setting (the history pages carry it too).
 */
export function useSetSessionVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visibility: SessionVisibility) =>
      apiFetch<VisibilityAnswer>('/me/session-visibility', { method: 'PUT', body: { visibility } }),
    onError: () => toast.error(VISIBILITY_ERROR),
    onSuccess: (answer) => {
      queryClient.setQueryData(sessionVisibilityQuery.queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: [HISTORY_QUERY_ROOT] });
    },
  });
}

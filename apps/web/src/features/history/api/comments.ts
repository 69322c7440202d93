import type { Comment, CommentsAnswer } from '@stryd/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { HISTORY_QUERY_ROOT } from '../../../lib/streak';

/** GET /api/history/sessions/{id}/comments: the session's comments as threads, oldest first. */
export function sessionCommentsQuery(sessionId: string) {
  return queryOptions({
    queryKey: [HISTORY_QUERY_ROOT, 'session', sessionId, 'comments'] as const,
    queryFn: ({ signal }) =>
      apiFetch<CommentsAnswer>(`/history/sessions/${encodeURIComponent(sessionId)}/comments`, { signal }),
    // The thread the server drew is not asked for again as the page hydrates.
    staleTime: 15_000,
  });
}

export function useSessionComments(sessionId: string) {
  return useQuery(sessionCommentsQuery(sessionId));
}

/** Writing, editing and deleting comments; each reads the thread again once the server has answered. */
export function useCommentActions(sessionId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = sessionCommentsQuery(sessionId);
  const reread = () => queryClient.invalidateQueries({ queryKey });
  const post = useMutation({
    mutationFn: (input: { body: string; parentId: string | null }) =>
      apiFetch<Comment>(`/history/sessions/${encodeURIComponent(sessionId)}/comments`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: reread,
  });
  const edit = useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) =>
      apiFetch<Comment>(`/comments/${encodeURIComponent(id)}`, { method: 'PATCH', body: { body } }),
    onSuccess: reread,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ deleted: true }>(`/comments/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: reread,
  });
  return { post, edit, remove };
}

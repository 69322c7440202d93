import type { BlockAnswer, BlockedPeopleAnswer } from '@stryd/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** The people the signed-in person blocked (Settings), most recent first. */
export const blockedPeopleQuery = queryOptions({
  queryKey: ['blocks'] as const,
  queryFn: ({ signal }) => apiFetch<BlockedPeopleAnswer>('/me/blocks', { signal }),
});

export interface BlockVariables {
  personId: string;
  block: boolean;
}

export function blockPerson({ personId, block }: BlockVariables): Promise<BlockAnswer> {
  return apiFetch<BlockAnswer>(`/users/${encodeURIComponent(personId)}/block`, {
    method: block ? 'PUT' : 'DELETE',
  });
}

/**
 * Blocks or unblocks someone (docs/product.md#blocking). A block changes what many screens show (the
 * feed, profiles, comments, the inbox), so every query is read again after it.
 */
export function useBlockPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockPerson,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

import type { PlateSetup, PlateSetupAnswer } from '@stryd/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client';

export const plateSetupKey = ['me', 'plates'] as const;

/**
 * GET /api/me/plates: the member's bar and plates (the default for their unit until saved). Shared by the
 * routine page, which loads every barbell set from it, and Settings, which changes it.
 */
export const plateSetupQuery = queryOptions({
  queryKey: plateSetupKey,
  queryFn: ({ signal }) => apiFetch<PlateSetupAnswer>('/me/plates', { signal }),
  // Changed only on Settings, which puts the saved answer here: no need to ask again while a page is open.
  staleTime: 5 * 60_000,
});

export function usePlateSetup(enabled = true) {
  return useQuery({ ...plateSetupQuery, enabled });
}

/** PUT /api/me/plates with the whole setup; the server's answer replaces the one kept. */
export function useSavePlateSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setup: PlateSetup) =>
      apiFetch<PlateSetupAnswer>('/me/plates', { method: 'PUT', body: setup }),
    onSuccess: (answer) => queryClient.setQueryData(plateSetupKey, answer),
  });
}

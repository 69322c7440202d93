import type { MeAnswer, ProfileUpdateBody } from '@stryd/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/session';

/** PATCH /api/me/profile: the shown name and avatar link; the header's account follows at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => apiFetch<MeAnswer>('/me/profile', { method: 'PATCH', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData<MeAnswer>(ME_QUERY_KEY, answer);
      // Names shown on profiles, boards and people lists were read before the change.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
    },
  });
}

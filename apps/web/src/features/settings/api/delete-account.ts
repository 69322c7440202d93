import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** DELETE /api/me with the typed username as confirmation; the caller signs out locally on success. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (confirm: string) =>
      apiFetch<{ deleted: true }>('/me', { method: 'DELETE', body: { confirm } }),
  });
}

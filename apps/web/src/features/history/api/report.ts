import type { ReportBody } from '@stryd/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/reports: a session, or a comment on it, reported to the operator; answers the thanks. */
export function useReport() {
  return useMutation({
    mutationFn: (body: ReportBody) => apiFetch<{ message: string }>('/reports', { method: 'POST', body }),
  });
}

import {
  IMPORT_MAX_CHARS,
  IMPORT_MAX_JSON_CHARS,
  IMPORT_MESSAGES,
  type ImportBody,
  type ImportList,
  type ImportPreview,
  type ImportRecord,
  type ImportUndoAnswer,
} from '@stryd/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { HISTORY_QUERY_ROOT } from '../../../lib/streak';

/** docs/api.md "Import": what the page sends besides the file's text. */
export type ImportOptions = Omit<ImportBody, 'csv'>;

export const importsKey = ['settings', 'imports'] as const;

/** The browser's time zone: the apps write local dates, and this is most likely where they were written. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** A chosen file's text, refused here when larger than the server takes (no upload just to hear no). */
export async function readImportFile(file: File): Promise<string> {
  const json = /\.json$/i.test(file.name) || file.type.includes('json');
  if (file.size > (json ? IMPORT_MAX_JSON_CHARS : IMPORT_MAX_CHARS))
    throw new ApiError(400, 'FILE_TOO_LARGE', json ? IMPORT_MESSAGES.tooLargeJson : IMPORT_MESSAGES.tooLarge);
  const text = await file.text();
  if (!text.trim()) throw new ApiError(400, 'VALIDATION_ERROR', IMPORT_MESSAGES.empty);
  return text;
}

/** POST /api/me/imports/preview: what importing would add; changes nothing. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (body: ImportBody) =>
      apiFetch<ImportPreview>('/me/imports/preview', { method: 'POST', body }),
  });
}

/** POST /api/me/imports: one transaction; history, streak and progress are read again afterwards. */
export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportBody) => apiFetch<ImportRecord>('/me/imports', { method: 'POST', body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: importsKey }),
        queryClient.invalidateQueries({ queryKey: [HISTORY_QUERY_ROOT] }),
      ]);
    },
  });
}

export const importsQuery = queryOptions({
  queryKey: importsKey,
  queryFn: ({ signal }) => apiFetch<ImportList>('/me/imports', { signal }),
});

/** GET /api/me/imports: the user's imports, newest first. */
export function useImports() {
  return useQuery(importsQuery);
}

/** DELETE /api/me/imports/{id}: the whole import leaves the history. */
export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<ImportUndoAnswer>(`/me/imports/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: importsKey }),
        queryClient.invalidateQueries({ queryKey: [HISTORY_QUERY_ROOT] }),
      ]);
    },
  });
}

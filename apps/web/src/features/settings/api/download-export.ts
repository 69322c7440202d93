import { ApiError } from '../../../lib/api-client';

/** The two downloads of docs/api.md "Data export"; the server always exports the signed-in user. */
export const EXPORT_PATHS = { json: '/api/me/export', csv: '/api/me/export.csv' } as const;
export type ExportFormat = keyof typeof EXPORT_PATHS;

const FALLBACK_NAMES: Record<ExportFormat, string> = {
  json: 'stryd-export.json',
  csv: 'stryd-export.csv',
};

/** The file name the server chose (Content-Disposition), else a plain one. */
function filenameOf(response: Response, format: ExportFormat): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? FALLBACK_NAMES[format];
}

async function errorOf(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    if (typeof body.message === 'string')
      return new ApiError(response.status, String(body.code ?? response.status), body.message);
  } catch {
    // not our JSON error: the generic message below
  }
  return new ApiError(response.status, `HTTP_${response.status}`, 'The export failed. Please try again.');
}

/**
 * Fetches an export while telling `onProgress` how many bytes have arrived (the server streams it, so
 * a long history shows steady progress), and returns it as a file to save.
 */
export async function fetchExport(
  format: ExportFormat,
  onProgress: (bytes: number) => void,
): Promise<{ blob: Blob; filename: string }> {
  let response: Response;
  try {
    response = await fetch(EXPORT_PATHS[format], { credentials: 'same-origin' });
  } catch {
    throw new ApiError(
      0,
      'NETWORK_ERROR',
      'Could not reach the server. Check your connection and try again.',
    );
  }
  if (!response.ok) throw await errorOf(response);
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const chunks: BlobPart[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received);
    }
  } else chunks.push(await response.blob());
  return { blob: new Blob(chunks, { type }), filename: filenameOf(response, format) };
}

/** Hands a fetched file to the browser's downloads, as a click on a download link would. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start reading the URL only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

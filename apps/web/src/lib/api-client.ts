import { API_PREFIX } from '@stryd/domain';

/** Errors from our own endpoints: JSON `{ code, message }` plus the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** How a call reaches the API: the browser's fetch, or, while the server draws a page, its own routes. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let serverTransport: () => ApiTransport | undefined = () => undefined;

/** Set once by the server's renderer (lib/server-api.server.ts): the transport of the request it draws. */
export function setServerTransport(current: () => ApiTransport | undefined): void {
  serverTransport = current;
}

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** Plain objects and arrays are sent as JSON; strings, FormData and the like are sent as they are. */
  body?: unknown;
}

function isJsonBody(body: unknown): boolean {
  if (body === undefined || body === null) return false;
  if (typeof body === 'string') return false;
  if (typeof FormData !== 'undefined' && body instanceof FormData) return false;
  if (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) return false;
  if (typeof Blob !== 'undefined' && body instanceof Blob) return false;
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return false;
  return true;
}

function readErrorBody(body: unknown): { code?: string; message?: string } {
  if (body && typeof body === 'object') {
    const { code, message } = body as Record<string, unknown>;
    return {
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof message === 'string' && message.trim() ? { message } : {}),
    };
  }
  return {};
}

/**
 * Calls our API on the same origin: prefixes '/api', sends the session cookie, encodes JSON bodies and
 * turns error responses into an ApiError carrying the server's code and message.
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { body, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  let requestBody: BodyInit | undefined;
  if (isJsonBody(body)) {
    headers.set('content-type', 'application/json');
    requestBody = JSON.stringify(body);
  } else if (body !== undefined && body !== null) {
    requestBody = body as BodyInit;
  }
  const url = `${API_PREFIX}${path.startsWith('/') ? '' : '/'}${path}`;

  let response: Response;
  try {
    const send = serverTransport() ?? fetch;
    response = await send(url, { credentials: 'same-origin', ...rest, headers, body: requestBody ?? null });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(
      0,
      'NETWORK_ERROR',
      'Could not reach the server. Check your connection and try again.',
    );
  }

  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }

  if (!response.ok) {
    const { code, message } = readErrorBody(parsed);
    throw new ApiError(
      response.status,
      code ?? `HTTP_${response.status}`,
      message ?? (response.statusText || 'Something went wrong. Please try again.'),
    );
  }
  return parsed as T;
}

import { DEFAULT_PLATE_SETUPS } from '@stryd/domain';
import { vi } from 'vitest';
import { FALLBACK_PUBLIC_CONFIG, type PublicConfig } from '../lib/public-config';
import type { CurrentUser } from '../lib/session';
import { recordUnhandledRequest } from './unhandled-requests';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

export type MockHandler = (request: RecordedRequest) => Response | Promise<Response> | unknown;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const TEST_USER: CurrentUser = {
  id: 'user-1',
  username: 'alex_runs',
  email: 'alex@example.test',
  profileImageLink: null,
  totalXP: 120,
  rank: 'Mortal',
  userPlan: 'free',
  weightUnit: 'kg',
  theme: 'dark',
};

export interface MockApiOptions {
  user?: CurrentUser | null;
  config?: Partial<PublicConfig>;
  /**
   * Extra handlers by 'METHOD /path' (path without query), e.g. 'POST /api/auth/sign-in/email'; a key
   * ending in '/*' answers every path under it (ids the page makes up, like a set's id).
   */
  handlers?: Record<string, MockHandler>;
}

function underPrefix(
  all: Record<string, MockHandler>,
  method: string,
  path: string,
): MockHandler | undefined {
  const key = Object.keys(all).find(
    (k) => k.endsWith('/*') && k.startsWith(`${method} `) && path.startsWith(k.slice(method.length + 1, -1)),
  );
  return key ? all[key] : undefined;
}

/**
 * Stubs global fetch for one test. GET /api/me and GET /api/public-config answer from the options (PUT
 * /api/me/display-preferences changes that account), the rest from `handlers`. A request no handler answers fails the test: the fetch rejects with an error
 * naming it, and the test fails after it ends. A test that expects an error answer (a 404 included)
 * says so with a handler. Returns the list of requests made.
 */
export function mockApi({ user = null, config, handlers = {} }: MockApiOptions = {}): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  // The account as the server keeps it: a saved unit or theme shows in the next GET /api/me.
  let account = user;
  const defaults: Record<string, MockHandler> = {
    'GET /api/me': () => jsonResponse({ user: account }),
    'PUT /api/me/display-preferences': ({ body }) => {
      if (!account)
        return jsonResponse({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' }, 401);
      account = { ...account, ...(body as Partial<CurrentUser>) };
      return { weightUnit: account.weightUnit, theme: account.theme };
    },
    // The bar and plates the routine page and Settings read: the default until a test says otherwise.
    'GET /api/me/plates': () => ({ ...DEFAULT_PLATE_SETUPS[account?.weightUnit ?? 'kg'], saved: false }),
    'GET /api/public-config': () => jsonResponse({ ...FALLBACK_PUBLIC_CONFIG, ...config }),
    'GET /api/auth/get-session': () => jsonResponse(null),
    // The bell in the top bar of every signed-in page.
    'GET /api/notifications/unread': () =>
      account
        ? jsonResponse({ unread: 0 })
        : jsonResponse({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' }, 401),
  };
  const all = { ...defaults, ...handlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), window.location.origin);
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    let body: unknown = init?.body ?? (request ? await request.clone().text() : undefined);
    if (typeof body === 'string' && body) {
      try {
        body = JSON.parse(body);
      } catch {
        // keep the raw string
      }
    }
    const recorded = { method, path: url.pathname, body };
    requests.push(recorded);
    const handler = all[`${method} ${url.pathname}`] ?? underPrefix(all, method, url.pathname);
    if (!handler) {
      const missed = `${method} ${url.pathname}${url.search}`;
      recordUnhandledRequest(missed);
      throw new Error(
        `mockApi: no handler for ${missed}; give the test one (handlers['${method} ${url.pathname}'])`,
      );
    }
    const result = await handler(recorded);
    return result instanceof Response ? result : jsonResponse(result);
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

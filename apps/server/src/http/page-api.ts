import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How the web app's loaders and actions reach the API for a page request (the web's ApiTransport). */
export type PageApi = (url: string, init: RequestInit) => Promise<Response>;

type Answer = { status: number; headers: Headers; body: string };

const READS = new Set(['GET', 'HEAD']);
const NO_BODY = new Set([101, 204, 205, 304]);

/** The page request's headers a call made for it carries: who asks, from where, and from which page. */
const FORWARDED = ['cookie', 'user-agent', 'host', 'origin', 'sec-fetch-site'] as const;

/**
 * The API, answered in process for the viewer of the page being drawn: the loaders call the same routes,
 * with the same checks, as the browser would, carrying the page request's cookie and address. A read asked
 * for twice while drawing one page (the account, by each screen's loader) is answered once.
 *
 * A page request that is itself a write (a form posted before the app runs, answered by a route's action)
 * may write through the API too: the call carries the page's Origin and Sec-Fetch-Site, so the cross-site
 * guard judges it as it judged the page's post, and each write is sent, never remembered.
 */
export function pageApi(app: FastifyInstance, page: FastifyRequest): PageApi {
  const reads = new Map<string, Promise<Answer>>();
  const forwarded: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = page.headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  const ask = (url: string, method: string, init?: RequestInit): Promise<Answer> => {
    const contentType = new Headers(init?.headers).get('content-type');
    const payload = typeof init?.body === 'string' ? init.body : undefined;
    return app
      .inject({
        method: method as 'GET',
        url,
        remoteAddress: page.ip,
        headers: {
          ...forwarded,
          accept: 'application/json',
          ...(contentType && payload !== undefined ? { 'content-type': contentType } : {}),
        },
        ...(payload !== undefined ? { payload } : {}),
      })
      .then((answer) => ({
        status: answer.statusCode,
        headers: new Headers({ 'content-type': String(answer.headers['content-type'] ?? '') }),
        body: answer.body,
      }));
  };
  // An answer without content (204) may not carry even an empty body.
  const respond = ({ status, headers, body }: Answer) =>
    new Response(NO_BODY.has(status) ? null : body, { status, headers });
  return async (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET') {
      if (READS.has(page.method))
        throw new Error(`A page is drawn from reads only, not ${init.method} ${url}`);
      return respond(await ask(url, method, init));
    }
    let read = reads.get(url);
    if (!read) {
      read = ask(url, 'GET');
      reads.set(url, read);
    }
    return respond(await read);
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How the web app's loaders reach the API while the server draws a page (the web's ApiTransport). */
export type PageApi = (url: string, init: RequestInit) => Promise<Response>;

type Answer = { status: number; headers: Headers; body: string };

/** The page request's headers a read made for it carries: who asks, and through which address. */
const FORWARDED = ['cookie', 'user-agent', 'host'] as const;

/**
 * The API, answered in process for the viewer of the page being drawn: the loaders call the same routes,
 * with the same checks, as the browser would, carrying the page request's cookie and address. A read asked
 * for twice while drawing one page (the account, by each screen's loader) is answered once. A page is only
 * read (no route has an action), so any other call is a mistake and throws.
 */
export function pageApi(app: FastifyInstance, page: FastifyRequest): PageApi {
  const reads = new Map<string, Promise<Answer>>();
  const forwarded: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = page.headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  const ask = (url: string): Promise<Answer> =>
    app
      .inject({
        method: 'GET',
        url,
        remoteAddress: page.ip,
        headers: { ...forwarded, accept: 'application/json' },
      })
      .then((answer) => ({
        status: answer.statusCode,
        headers: new Headers({ 'content-type': String(answer.headers['content-type'] ?? '') }),
        body: answer.body,
      }));
  return async (url, init) => {
    if ((init.method ?? 'GET').toUpperCase() !== 'GET')
      throw new Error(`A page is drawn from reads only, not ${init.method} ${url}`);
    let read = reads.get(url);
    if (!read) {
      read = ask(url);
      reads.set(url, read);
    }
    const { status, headers, body } = await read;
    return new Response(body, { status, headers });
  };
}

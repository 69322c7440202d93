import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How the web app's loaders reach the API while the server draws a page (the web's ApiTransport). */
export type PageApi = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The API, answered in process for the viewer of the page being drawn: the loaders call the same routes,
 * with the same checks, as the browser would, carrying the page request's cookie and address. A read asked
 * for twice while drawing one page (the account, by each screen's loader) is answered once.
 */
export function pageApi(app: FastifyInstance, page: FastifyRequest): PageApi {
  const reads = new Map<string, Promise<{ status: number; headers: Headers; body: string }>>();
  const ask = (url: string) =>
    app
      .inject({
        method: 'GET',
        url,
        remoteAddress: page.ip,
        headers: {
          accept: 'application/json',
          ...(page.headers.cookie ? { cookie: page.headers.cookie } : {}),
          ...(page.headers['user-agent'] ? { 'user-agent': page.headers['user-agent'] } : {}),
        },
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

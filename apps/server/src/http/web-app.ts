import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequestHandler } from '@mcansh/react-router-fastify';
import { matchAppRoute } from '@stryd/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type RouterContext, RouterContextProvider, type ServerBuild } from 'react-router';
import { pageApi } from './page-api';
import type { PageThingExists } from './page-things';
import { pagePolicy } from './security-headers';

/** The web build's server half, and the context it asks of its host (apps/web/src/entry.server.tsx). */
type WebBuild = ServerBuild & { entry: { module: { requestContext?: RouterContext<unknown> } } };

/**
 * Serves the web app (decision 030): its built files from `<webDistDir>/client`, precompressed (brotli or
 * gzip by Accept-Encoding) with hashed files under /assets cached for a year, and every other GET outside
 * /api drawn by the web build's React Router handler for the request's viewer. The loaders read through
 * the API in process (pageApi); an address whose screen names nothing (PageThingExists) is answered 404;
 * the page's inline scripts carry a nonce named in this answer's CSP. Pages are only read: no route has an
 * action, so any other method on a page's address, like an unknown /api path, answers JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  options: { exists: PageThingExists; secure: boolean },
): Promise<void> {
  const clientDir = join(webDistDir, 'client');
  const serverBuild = join(webDistDir, 'server', 'index.js');
  const build = existsSync(serverBuild)
    ? ((await import(pathToFileURL(serverBuild).href)) as WebBuild)
    : undefined;
  const context = build?.entry.module.requestContext;
  if (!build || !context) {
    app.log.warn({ webDistDir }, 'web build not found: run `npm run build` to serve the app');
  } else {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each text file; the variant the client accepts is sent.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.startsWith(join(clientDir, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const policyWith = pagePolicy(options.secure);
  const draw =
    build && context
      ? createRequestHandler({
          build,
          mode: 'production',
          getLoadContext: async (request: FastifyRequest, reply) => {
            const nonce = randomBytes(16).toString('base64');
            reply.header('content-security-policy', policyWith(nonce));
            const path = pathOf(request);
            const screen = matchAppRoute(path);
            const loadContext = new RouterContextProvider();
            loadContext.set(context, {
              api: pageApi(app, request),
              nonce,
              notFound: screen !== null && !(await options.exists(screen, path)),
            });
            return loadContext;
          },
        })
      : undefined;

  // A real route (not the not-found handler), so answers are compressed like any other. What the page
  // shows depends on who is signed in: for the viewer's eyes only.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = pathOf(request);
    if (isApiPath(path) || !draw) return reply.status(404).send(notFound(request.method, path));
    reply.headers({ 'cache-control': 'private, no-cache', vary: 'cookie' });
    return draw(request, reply);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(notFound(request.method, pathOf(request))),
  );
}

/** The request's path, without its query. */
const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? '';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

function notFound(method: string, path: string) {
  return isApiPath(path)
    ? { code: 'NOT_FOUND', message: `No API route for ${method} ${path}.` }
    : { code: 'NOT_FOUND', message: 'Not found.' };
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchAppRoute, PRERENDER_ORIGIN, PRERENDERED_PAGES, SERVER_RENDERED_SCREENS } from '@stryd/domain';
import type { FastifyInstance } from 'fastify';
import { fetchPreload, readPagePreloads, withPreloads } from './page-preloads';
import type { PageReads, ScreenDataReader } from './page-reads';
import type { PageThingExists } from './page-things';
import { loadScreenRenderer } from './screen-renderer';

const HTML = 'text/html; charset=utf-8';

/**
 * Serves the built web app, precompressed (brotli or gzip by Accept-Encoding, `Vary: Accept-Encoding`).
 * Hashed files under /assets are cached for a year; index.html is revalidated on every load.
 * Unknown /api paths answer JSON 404. Any other GET gets index.html (history routing): 200 for a screen of
 * the app's route table, with that screen's page code and first reads named for preloading (decision
 * 026), and 404 for anything else, or for a screen whose address names no such thing (an unknown exercise,
 * person, routine or session: PageThingExists), where the app shows its not-found page. A screen of
 * SERVER_RENDERED_SCREENS is drawn for the viewer by the web build's renderer (decision 028) when the
 * build has one and the screen is drawn for that viewer (ScreenDataReader); otherwise, or if drawing fails,
 * the screen is sent index.html like any other.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string,
  siteOrigin: string,
  viewer: { reads: PageReads; screenData: ScreenDataReader; exists: PageThingExists },
): Promise<void> {
  const hasBuild = existsSync(join(webDistDir, 'index.html'));
  const prerendered = prerenderedPages(webDistDir, siteOrigin);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each text file; the variant the client accepts is sent.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.startsWith(join(webDistDir, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web build not found: run `npm run build` to serve the app');
  }
  // Real routes, not the not-found handler: the compression plugin hooks into routes as they are added,
  // and these pages are filled in at start (this server's origin), so no build-time variant exists.
  for (const [path, page] of prerendered) {
    app.get(path, { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').type(HTML).send(page),
    );
  }

  // Every other GET: history routing. A real route (not the not-found handler), so answers are compressed.
  const indexHtml = hasBuild ? readFileSync(join(webDistDir, 'index.html'), 'utf8') : '';
  const pagePreloads = readPagePreloads(webDistDir);
  const renderScreen = hasBuild ? await loadScreenRenderer(webDistDir) : undefined;
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (isApiPath(path) || !hasBuild) return reply.status(404).send(notFound(request.method, path));
    const screen = matchAppRoute(path);
    if (!screen || !(await viewer.exists(screen, path)))
      return reply.status(404).header('cache-control', 'no-cache').type(HTML).send(indexHtml);
    // What the page shows and asks for ahead depends on who is signed in: for the viewer's eyes only.
    reply.header('cache-control', 'private, no-cache').header('vary', 'cookie').type(HTML);
    if (renderScreen && SERVER_RENDERED_SCREENS[screen]) {
      try {
        const data = await viewer.screenData(request, screen, path);
        if (data) {
          const drawn = await renderScreen(path, data);
          return reply.send(withOrigin(drawn, siteOrigin));
        }
      } catch (error) {
        request.log.error({ err: error, path }, 'drawing the screen failed; sending the frame');
      }
    }
    const reads = (await viewer.reads(request, screen, path)).map(fetchPreload).join('');
    return reply.send(withPreloads(indexHtml, (pagePreloads.get(screen) ?? '') + reads));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(notFound(request.method, request.url.split('?', 1)[0] ?? '')),
  );
}

/**
 * A page drawn without knowing this server's origin (PRERENDER_ORIGIN in its links), with it filled in:
 * as written, and percent-encoded where a link carries another (a share link's `url=`).
 */
function withOrigin(html: string, siteOrigin: string): string {
  // split/join: the origin is inserted as written (replaceAll would read `$` sequences in it as patterns).
  return html
    .split(PRERENDER_ORIGIN)
    .join(siteOrigin)
    .split(encodeURIComponent(PRERENDER_ORIGIN))
    .join(encodeURIComponent(siteOrigin));
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

function notFound(method: string, path: string) {
  return isApiPath(path)
    ? { code: 'NOT_FOUND', message: `No API route for ${method} ${path}.` }
    : { code: 'NOT_FOUND', message: 'Not found.' };
}

/**
 * The pages the build drew in advance (PRERENDERED_PAGES), read once, with this server's origin in their
 * canonical and share links. A build without them serves index.html for those paths as for any other.
 */
function prerenderedPages(webDistDir: string, siteOrigin: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
    const full = join(webDistDir, file);
    if (existsSync(full)) pages.set(path, withOrigin(readFileSync(full, 'utf8'), siteOrigin));
  }
  return pages;
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ROUTE_PATTERNS, type AppRoutePattern, insertAtMarker, ROUTE_PRELOADS_FILE } from '@stryd/domain';

/** A script of the build: only these are named in a page's HTML (the file is ours, but read defensively). */
const BUILT_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

/**
 * The `<link rel="modulepreload">` tags for each screen's scripts beyond the app's entry, from the web
 * build's ROUTE_PRELOADS_FILE. A build without that file, or with one that cannot be read, gives none:
 * the pages then load their code after the entry, as before.
 */
export function readPagePreloads(webDistDir: string): Map<AppRoutePattern, string> {
  const tags = new Map<AppRoutePattern, string>();
  const file = join(webDistDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return tags;
  let listed: unknown;
  try {
    listed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return tags;
  }
  if (!listed || typeof listed !== 'object') return tags;
  for (const pattern of APP_ROUTE_PATTERNS) {
    const files = (listed as Record<string, unknown>)[pattern];
    if (!Array.isArray(files)) continue;
    const scripts = files.filter((f): f is string => typeof f === 'string' && BUILT_SCRIPT.test(f));
    if (scripts.length > 0)
      tags.set(
        pattern,
        scripts.map((src) => `<link rel="modulepreload" crossorigin href="${src}">`).join(''),
      );
  }
  return tags;
}

/** A `<link>` that starts an API read as the page loads; the app's fetch of the same path takes its answer. */
export function fetchPreload(path: string): string {
  const href = path.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}">`;
}

/** index.html with a screen's tags added at the end of <head>, after the entry's own. */
export function withPreloads(indexHtml: string, tags: string | undefined): string {
  return tags ? insertAtMarker(indexHtml, '</head>', `${tags}</head>`) : indexHtml;
}

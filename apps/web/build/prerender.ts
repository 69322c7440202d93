/**
 * The build's last step (after `vite build` and the SSR build of src/prerender.tsx into .prerender/):
 * writes each page of PRERENDERED_PAGES as index.html with that page already drawn in #root and its own
 * title, description and links in <head>, so the page paints, and shares, without JavaScript. The app's
 * scripts on those pages load only once the page is on screen (startAfterPaintScript).
 */
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PRERENDERED_PAGES } from '@stryd/domain';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const ssrDir = join(webRoot, '.prerender');

/** React renders each page's <title>, <meta> and <link> tags where the page does; they belong in <head>. */
const HEAD_TAG = /<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>/g;

export function pageHtml(shell: string, rendered: string): string {
  const headTags = rendered.match(HEAD_TAG) ?? [];
  const body = rendered.replace(HEAD_TAG, '');
  // The page's own tags replace the shell's generic ones (marked data-static-seo; main.tsx removes them).
  const head = shell
    .replace(/\s*<title data-static-seo>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+data-static-seo[\s\S]*?\/?>/g, '')
    .replace(
      '</head>',
      `${headTags.map((tag) => tag.replace(/^<(\w+)/, '<$1 data-static-seo')).join('')}</head>`,
    );
  if (!head.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  return head.replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}

/**
 * The module scripts the build puts in index.html: the app's entry last, and before it any chunk the
 * bundler chose to start as a script of its own (its runtime helpers), which the entry imports anyway.
 */
const MODULE_SCRIPTS = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
/** What index.html fetches ahead for the app: its modules, and the account answer it asks for first. */
const APP_PRELOAD = /\s*<link rel="(?:modulepreload|preload)"[^>]*>/g;

/**
 * What starts the app on a drawn page: it waits until the browser has painted, then loads the entry.
 * On a slow phone network the page's HTML and CSS then no longer share the line with 120 KB of
 * scripts the first paint does not need; links work as plain links until the app takes over.
 */
export function startAfterPaintScript(entrySrc: string): string {
  return [
    `const start = () => requestAnimationFrame(() => setTimeout(() => import(${JSON.stringify(entrySrc)})));`,
    "if (document.readyState === 'complete') start();",
    "else addEventListener('load', start, { once: true });",
    '',
  ].join('\n');
}

/** The path of the app's entry script in the built index.html: the last module script. */
export function entrySrcOf(html: string): string {
  const src = [...html.matchAll(MODULE_SCRIPTS)].at(-1)?.[1];
  if (!src) throw new Error('index.html has no module entry script');
  return src;
}

/**
 * A drawn page's HTML with the app's module scripts (and its preloads) replaced by the script at
 * `bootSrc`, which loads the entry, and with it everything the entry imports, after the paint.
 */
export function deferApp(html: string, bootSrc: string): string {
  let first = true;
  return html.replace(APP_PRELOAD, '').replace(MODULE_SCRIPTS, (tag) => {
    if (!first) return '';
    first = false;
    return `${tag.slice(0, tag.indexOf('<'))}<script type="module" src="${bootSrc}"></script>`;
  });
}

async function main(): Promise<void> {
  const { renderPath } = (await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)) as {
    renderPath(path: string): Promise<string>;
  };
  const shell = readFileSync(join(dist, 'index.html'), 'utf8');
  const boot = startAfterPaintScript(entrySrcOf(shell));
  const bootSrc = `/assets/start-after-paint-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
  writeFileSync(join(dist, bootSrc), boot);
  for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
    writeFileSync(join(dist, file), deferApp(pageHtml(shell, await renderPath(path)), bootSrc));
  }
  rmSync(ssrDir, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

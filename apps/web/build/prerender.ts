/**
 * The build's last step (after `vite build` and the SSR build of src/prerender.tsx into dist-ssr/, which the
 * server also loads to draw SERVER_RENDERED_SCREENS for each request): writes each page of
 * PRERENDERED_PAGES as index.html with that page already drawn in #root and its own title, description
 * and links in <head>, so the page paints, and shares, without JavaScript. The app's scripts on those
 * pages, and on the screens the server draws, start only when the visitor first does something there
 * (startOnIntentScript). Then it draws the app's frame into index.html itself (withAppShell), which every
 * other screen is sent.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  DEFAULT_THEME,
  toggleTheme as flipTheme,
  insertAtMarker,
  PRERENDERED_PAGES,
  SCREEN_RENDERER_PATH,
  THEME_STORAGE_KEY,
} from '@stryd/domain';
import { APP_READY_EVENT, APP_SHELL_ATTRIBUTE } from '../src/lib/app-ready';
import { HEAD_TAG, pageHtml } from '../src/screen-document';
import { compressFile } from './precompress';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const ssrDir = join(webRoot, dirname(SCREEN_RENDERER_PATH));

/**
 * index.html with the app's frame drawn in #root (renderAppShell), painted before any script runs. It is
 * a picture until the app draws the same frame in its place (main.tsx): inert and hidden from assistive
 * technology, so nothing there can be pressed, focused or read before it works; `display: contents`
 * (index.css) keeps the wrapper out of the layout.
 */
export function withAppShell(html: string, rendered: string): string {
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  return insertAtMarker(
    html,
    '<div id="root"></div>',
    `<div id="root"><div ${APP_SHELL_ATTRIBUTE} inert aria-hidden="true">${rendered.replace(HEAD_TAG, '')}</div></div>`,
  );
}

/**
 * The module scripts the build puts in index.html: the app's entry last, and before it any chunk the
 * bundler chose to start as a script of its own (its runtime helpers), which the entry imports anyway.
 */
const MODULE_SCRIPTS = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
/** What index.html fetches ahead for the app: its modules, and the account answer it asks for first. */
const APP_PRELOAD = /\s*<link rel="(?:modulepreload|preload)"[^>]*>/g;
/** The longest a drawn page waits, after its load, for the browser to report its content painted. */
export const PAINT_WAIT_MS = 1_000;

/**
 * Script text that defines `whenPainted(then)`: runs `then` once the page has loaded and its content is
 * on screen, a frame after the browser's own first-contentful-paint entry where it reports one. Not its
 * first paint, which can be the background alone, and not a frame callback, which can run before that
 * frame is on screen: a fetch started then competed with the page's first paint in Lighthouse's runs.
 * A browser that never reports that entry (one seen in CI) runs `then` PAINT_WAIT_MS after the load, so
 * the app always starts.
 */
const WHEN_PAINTED = `const afterPaint = (then) => {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  setTimeout(once, ${PAINT_WAIT_MS});
  const next = () => requestAnimationFrame(() => setTimeout(once));
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      next();
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(next);
};
const whenPainted = (then) => {
  const painted = () => afterPaint(then);
  if (document.readyState === 'complete') painted();
  else addEventListener('load', painted, { once: true });
};`;

/**
 * What counts as the visitor doing something on a drawn page: a press, a key, and also a field taking
 * focus or changing without either (a screen reader moving to it, a password manager or a paste filling it).
 */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input'] as const;

/**
 * What starts the app on a page drawn whole before it ran (/welcome by the build, SERVER_RENDERED_SCREENS by
 * the server for their viewer). The page needs no script to be read, so the app starts when the visitor
 * first does something there (INTENT_EVENTS), not during the load: a slow phone spends no second of
 * work the visitor may never need, and stays free to scroll. Once the page is painted the
 * entry is fetched ahead (not run), so that first press, or the next page, finds it cached. Links work as
 * plain links until the app runs; a press on a button before then is held and made again once the app
 * has taken over (APP_READY_EVENT), and what was typed into the page's fields by then is kept
 * (replayChangesBeforeStart). A stored theme other than the drawn one is the app's to apply, so
 * then the app starts as soon as the page is painted.
 */
export function startOnIntentScript(entrySrc: string): string {
  const otherTheme = flipTheme(DEFAULT_THEME);
  return `${startAndHold(entrySrc)}
for (const type of ${JSON.stringify(INTENT_EVENTS)}) {
  addEventListener(type, start, { capture: true, passive: true });
}
const storedTheme = () => {
  try {
    return localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});
  } catch {
    return null;
  }
};
${WHEN_PAINTED}
whenPainted(() => {
  if (storedTheme() === ${JSON.stringify(otherTheme)}) return start();
  const ahead = document.createElement('link');
  ahead.rel = 'prefetch';
  ahead.href = entry;
  document.head.append(ahead);
});
`;
}

/**
 * Script text that defines `entry` and `start()` (imports the entry once) and holds a press on a button
 * made before the app has taken over, pressing it again on APP_READY_EVENT.
 */
function startAndHold(entrySrc: string): string {
  return `const entry = ${JSON.stringify(entrySrc)};
let started = false;
let ready = false;
let held = null;
const start = () => {
  if (started) return;
  started = true;
  // A failed fetch (the signal dropped) leaves the next press to try again.
  import(entry).catch(() => {
    started = false;
  });
};
addEventListener('click', (event) => {
  if (ready) return;
  start();
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held = button;
}, true);
addEventListener(${JSON.stringify(APP_READY_EVENT)}, () => {
  ready = true;
  if (held && held.isConnected) held.click();
  held = null;
}, { once: true });`;
}

/** The path of the app's entry script in the built index.html: the last module script. */
export function entrySrcOf(html: string): string {
  const src = [...html.matchAll(MODULE_SCRIPTS)].at(-1)?.[1];
  if (!src) throw new Error('index.html has no module entry script');
  return src;
}

/**
 * A drawn page's HTML with the app's module scripts (and its preloads) replaced by the script at
 * `bootSrc`, which starts the entry, and with it everything the entry imports, when the visitor acts.
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
  const { renderPath, renderAppShell } = (await import(
    pathToFileURL(join(webRoot, SCREEN_RENDERER_PATH)).href
  )) as {
    renderPath(path: string): Promise<string>;
    renderAppShell(): Promise<string>;
  };
  const shell = readFileSync(join(dist, 'index.html'), 'utf8');
  const bootSrc = writeScript('start-on-intent', startOnIntentScript(entrySrcOf(shell)));
  for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
    writeFileSync(join(dist, file), deferApp(pageHtml(shell, await renderPath(path)), bootSrc));
  }
  // After the drawn pages, which start from the empty index.html.
  writeFileSync(join(dist, 'index.html'), withAppShell(shell, await renderAppShell()));
  compressFile(join(dist, 'index.html'));
  // The server draws SERVER_RENDERED_SCREENS, whole, into this copy, which starts the app as /welcome does.
  writeFileSync(join(ssrDir, 'index.html'), deferApp(shell, bootSrc));
}

/** Writes a script of the build's own to /assets under a name with its hash; returns its path. */
function writeScript(name: string, text: string): string {
  const src = `/assets/${name}-${createHash('sha256').update(text).digest('hex').slice(0, 8)}.js`;
  writeFileSync(join(dist, src), text);
  return src;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

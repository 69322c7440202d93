import { insertAtMarker, SCREEN_DATA_ELEMENT_ID, type ScreenData } from '@stryd/domain';

/**
 * The HTML documents of pages drawn before the app runs: at build time (/welcome) and by the server for
 * each request (SERVER_RENDERED_SCREENS). Both start from the built index.html with an empty #root.
 */

/** React renders each page's <title>, <meta> and <link> tags where the page does; they belong in <head>. */
export const HEAD_TAG = /<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>/g;

export function pageHtml(shell: string, rendered: string): string {
  const headTags = rendered.match(HEAD_TAG) ?? [];
  const body = rendered.replace(HEAD_TAG, '');
  // The page's own tags replace the shell's generic ones (marked data-static-seo; main.tsx removes them).
  const generic = shell
    .replace(/\s*<title data-static-seo>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+data-static-seo[\s\S]*?\/?>/g, '');
  // The page's tags and body hold what people wrote (a routine's name): inserted as written, never as a
  // replacement pattern (insertAtMarker).
  const head = insertAtMarker(
    generic,
    '</head>',
    `${headTags.map((tag) => tag.replace(/^<(\w+)/, '<$1 data-static-seo')).join('')}</head>`,
  );
  if (!head.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  return insertAtMarker(head, '<div id="root"></div>', `<div id="root">${body}</div>`);
}

/**
 * A screen the server drew: its data follows #root as a JSON data block (not a script that runs, so the
 * CSP allows it; `<` is escaped, so no value can close the element).
 */
export function drawnScreenHtml(html: string, data: ScreenData): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return insertAtMarker(
    html,
    '</body>',
    `<script type="application/json" id="${SCREEN_DATA_ELEMENT_ID}">${json}</script></body>`,
  );
}

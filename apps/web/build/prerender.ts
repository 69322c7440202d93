/**
 * The build's last step (after `vite build` and the SSR build of src/prerender.tsx into .prerender/):
 * writes each page of PRERENDERED_PAGES as index.html with that page already drawn in #root and its own
 * title, description and links in <head>, so the page paints, and shares, without JavaScript.
 */
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

async function main(): Promise<void> {
  const { renderPath } = (await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)) as {
    renderPath(path: string): Promise<string>;
  };
  const shell = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
    writeFileSync(join(dist, file), pageHtml(shell, await renderPath(path)));
  }
  rmSync(ssrDir, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

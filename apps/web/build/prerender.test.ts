import { describe, expect, it } from 'vitest';
import { deferApp, entrySrcOf, pageHtml, startAfterPaintScript } from './prerender';

const SHELL = `<!doctype html><html><head><meta charset="UTF-8" />
    <title data-static-seo>Generic</title>
    <meta
      data-static-seo
      name="description"
      content="Generic description"
    />
    <script type="module" src="/assets/index.js"></script>
  </head><body><div id="root"></div></body></html>`;

describe('pageHtml', () => {
  const rendered =
    '<title>Welcome | Stryd</title><meta name="description" content="Ours"/><link rel="canonical" href="https://x/welcome"/><main><h1>Hi</h1></main>';
  const html = pageHtml(SHELL, rendered);

  it('puts the page in #root and its own head tags in <head>, marked so the app replaces them', () => {
    expect(html).toContain('<div id="root"><main><h1>Hi</h1></main></div>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title data-static-seo>Welcome | Stryd</title>');
    expect(head).toContain('<meta data-static-seo name="description" content="Ours"/>');
    expect(head).toContain('<link data-static-seo rel="canonical" href="https://x/welcome"/>');
    expect(head).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it("drops the shell's generic title and description, so each appears once", () => {
    expect(html).not.toContain('Generic');
    expect(html.match(/<title/g)).toHaveLength(1);
  });

  it('refuses a shell without an empty #root', () => {
    expect(() => pageHtml('<html><head></head><body></body></html>', rendered)).toThrow(/#root/);
  });
});

describe('deferApp', () => {
  const built = `<head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/router-2.js">
    <link rel="preload" href="/api/me" as="fetch" crossorigin="anonymous" />
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head><body><div id="root"><main>drawn</main></div></body>`;

  it('swaps the entry and its preloads (modules, the account answer) for the start-after-paint script, keeping the stylesheet', () => {
    const html = deferApp(built, '/assets/start-after-paint-x.js');
    expect(html).toContain('<script type="module" src="/assets/start-after-paint-x.js"></script>');
    expect(html).not.toContain('index-abc.js');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('/api/me');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(html).toContain('<main>drawn</main>');
  });

  it('finds the entry, and refuses a page without one', () => {
    expect(entrySrcOf(built)).toBe('/assets/index-abc.js');
    expect(() => entrySrcOf('<head></head>')).toThrow(/entry/);
  });

  // The build may start a chunk the entry imports (the bundler's runtime) as a script of its own.
  const withRuntime = `<head>
    <script type="module" crossorigin src="/assets/runtime-1.js"></script>
    <script type="module" crossorigin src="/assets/app-2.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app-3.css">
  </head><body><div id="root"><main>drawn</main></div></body>`;

  it('takes the last module script as the entry, and swaps every module script for one start script', () => {
    expect(entrySrcOf(withRuntime)).toBe('/assets/app-2.js');
    const html = deferApp(withRuntime, '/assets/start-after-paint-x.js');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" src="/assets/start-after-paint-x.js"></script>');
    expect(html).not.toContain('runtime-1.js');
    expect(html).not.toContain('app-2.js');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-3.css">');
  });

  it('the start script loads that entry only after the load event and the next frame', () => {
    const script = startAfterPaintScript('/assets/index-abc.js');
    expect(script).toContain('import("/assets/index-abc.js")');
    expect(script).toMatch(/addEventListener\('load', start/);
    expect(script).toMatch(/requestAnimationFrame\(\(\) => setTimeout/);
  });
});

import { SCREEN_DATA_ELEMENT_ID } from '@stryd/domain';
import { describe, expect, it } from 'vitest';
import { readScreenData } from './app/screen-data';
import { FALLBACK_PUBLIC_CONFIG } from './lib/public-config';
import { drawnScreenHtml, pageHtml } from './screen-document';

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

describe('drawnScreenHtml: a screen the server drew for its viewer', () => {
  const me = {
    user: {
      id: 'u1',
      username: '</script><script>alert(1)</script>',
      email: 'a@b.c',
      profileImageLink: null,
      totalXP: 5,
      rank: 'Rookie',
      userPlan: 'Free',
      weightUnit: 'kg' as const,
      theme: 'dark' as const,
    },
  };
  const data = { readAt: 0, me, publicConfig: FALLBACK_PUBLIC_CONFIG };
  const html = drawnScreenHtml(pageHtml(SHELL, '<main><h1>Hi</h1></main>'), data);

  it('carries its data after #root as a JSON data block the app reads back', () => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const block = doc.getElementById(SCREEN_DATA_ELEMENT_ID);
    expect(block?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(block?.textContent ?? '')).toEqual(data);
    expect(readScreenData(doc)).toEqual(data);
    expect(doc.querySelector('#root + script')).toBe(block);
  });

  it('escapes < so no value can close the data block', () => {
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });
});

describe('what people wrote is drawn as written: $ sequences are text, not replacement patterns', () => {
  // Every sequence String.replace reads in a replacement string, as a routine's name could hold them.
  const NAME = "$`$`$`$` $& $' $$ $1 x";
  const DESCRIPTION = `${NAME} `.repeat(3);
  const rendered = `<title>${NAME} | Stryd</title><meta name="description" content="${DESCRIPTION}"/><main><h1>${NAME}</h1><p>${DESCRIPTION}</p></main>`;
  const data = {
    readAt: 0,
    me: { user: null },
    publicConfig: FALLBACK_PUBLIC_CONFIG,
    home: { streak: null, routines: { items: [{ name: NAME, description: DESCRIPTION }] } },
  } as unknown as Parameters<typeof drawnScreenHtml>[1];
  const html = drawnScreenHtml(pageHtml(SHELL, rendered), data);

  it('puts the title, the body and the data block in once each, as written', () => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.title).toBe(`${NAME} | Stryd`);
    expect(doc.querySelector('#root h1')?.textContent).toBe(NAME);
    expect(doc.querySelector('#root p')?.textContent).toBe(DESCRIPTION);
    expect(readScreenData(doc)).toEqual(data);
    expect(html.match(/<html>/g)).toHaveLength(1);
    expect(html.match(/<\/body>/g)).toHaveLength(1);
  });

  it('weighs what its parts weigh: the shell, the page and its data, nothing pasted again', () => {
    const parts = SHELL.length + rendered.length + JSON.stringify(data).length;
    expect(html.length).toBeLessThanOrEqual(parts + 200);
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createRoutine, enc, signUpPremium } from '../test/stryd-fixtures';
import { createTestApp, type SignedUpUser, type TestApp, testDialects } from '../test/test-app';

/** The `<link>` tags of a page's head, in the order the browser finds them. */
const headLinks = (html: string) => {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link [^>]*>/g)].map(([tag]) => tag);
};

/**
 * The first paint waits for the stylesheet and nothing else; the scripts' module preloads do not block it.
 * On a slow line with six connections a host, a stylesheet named after nine scripts waits for a free one
 * (decision 052). Over the real web build (test/web-build.ts).
 */
describe.each(testDialects())('a page asks for its stylesheet first (%s)', (dialect) => {
  let t: TestApp;
  let owner: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp(dialect, { WEB_DIST_DIR: inject('strydWebDistDir') });
    owner = await signUpPremium(t);
    await createRoutine(t, owner, 'Leg Day');
  });
  afterAll(async () => t.close());

  it.each([
    ['/welcome', false],
    ['/', true],
    ['routine', true],
  ] as const)(
    '%s (signed in: %s): the stylesheet, once, before every module preload',
    async (page, signedIn) => {
      const url = page === 'routine' ? `/stryd/${owner.id}/${enc('Leg Day')}` : page;
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: signedIn ? { cookie: owner.cookie } : {},
      });
      expect(response.statusCode).toBe(200);
      const links = headLinks(response.body);
      const stylesheets = links.flatMap((tag, at) => (/rel="stylesheet"/.test(tag) ? [at] : []));
      const preloads = links.flatMap((tag, at) => (/rel="modulepreload"/.test(tag) ? [at] : []));
      expect(stylesheets).toHaveLength(1);
      expect(preloads.length).toBeGreaterThan(0);
      expect(stylesheets[0]).toBeLessThan(Math.min(...preloads));
      // The one file the tab icon fetches is all of /favicon.svg a page asks for: the mark is drawn inline,
      // not fetched again as an image (nor preloaded ahead of the stylesheet).
      expect(links.filter((tag) => tag.includes('/favicon.svg'))).toEqual([
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
      ]);
      expect(response.body).not.toMatch(/<img [^>]*favicon/);
    },
  );
});

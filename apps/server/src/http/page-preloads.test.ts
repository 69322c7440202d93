import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { ROUTE_PRELOADS_FILE } from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutine, signUpPremium } from '../test/stryd-fixtures';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { readPagePreloads, withPreloads } from './page-preloads';

const ENTRY = '<script type="module" crossorigin src="/assets/index-e1.js"></script>';
// As large as the real index.html (about 1.6 KB), so it is above the compression threshold.
const INDEX = `<!doctype html><html><head><title>Stryd</title>${ENTRY}<!--${' '.repeat(1500)}--></head><body><div id="root"></div></body></html>`;
const preloadOf = (src: string) => `<link rel="modulepreload" crossorigin href="${src}">`;

const dirs: string[] = [];
function build(preloads: string | null): string {
  const dir = join(process.env.TMPDIR ?? '/tmp', `stryd-preloads-${process.pid}-${dirs.length}`);
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX);
  if (preloads !== null) writeFileSync(join(dir, ROUTE_PRELOADS_FILE), preloads);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the HTML of a screen names the scripts of its page', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dir = build(
      JSON.stringify({
        '/stryd/:userID/:routineName': ['/assets/routine-page-r1.js', '/assets/icons-i1.js'],
        '/add-routine': ['/assets/add-routine-page-a1.js', '/assets/icons-i1.js'],
        '/settings': [
          '/assets/settings-page-s1.js',
          '/assets/x.js"><script>alert(1)</script>',
          'javascript:1',
        ],
        '/not-a-screen': ['/assets/other-o1.js'],
      }),
    );
    t = await createTestApp('sqlite', { WEB_DIST_DIR: dir });
    // A routine page answers 200 only for a routine that exists.
    const owner = await signUpPremium(t);
    await createRoutine(t, owner, 'Leg Day');
    legDay = `/stryd/${owner.id}/Leg%20Day`;
  });
  afterAll(async () => t.close());

  let legDay = '';
  const page = (url: string) => t.app.inject({ method: 'GET', url });

  it('GET a routine page → its page chunk and imports, after the entry, inside <head>', async () => {
    const response = await page(legDay);
    expect(response.statusCode).toBe(200);
    const tags = preloadOf('/assets/routine-page-r1.js') + preloadOf('/assets/icons-i1.js');
    expect(response.body).toContain(`${ENTRY}<!--${' '.repeat(1500)}-->${tags}</head>`);
    expect(response.body).not.toContain('add-routine-page');
  });

  it('each screen gets its own page’s scripts, matched as the router matches paths', async () => {
    const response = await page('/ADD-ROUTINE/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(preloadOf('/assets/add-routine-page-a1.js'));
    expect(response.body).not.toContain('routine-page-r1');
  });

  it('names only the build’s script files, whatever else the list holds', async () => {
    const body = (await page('/settings')).body;
    expect(body).toContain(preloadOf('/assets/settings-page-s1.js'));
    expect(body).not.toContain('alert(1)');
    expect(body).not.toContain('javascript:');
  });

  it('a screen without a list, and a path that is no screen, get index.html as it is', async () => {
    for (const [url, status] of [
      ['/people', 200],
      ['/no-such-page', 404],
      ['/not-a-screen', 404],
    ] as const) {
      const response = await page(url);
      expect(response.statusCode).toBe(status);
      expect(response.body).toBe(INDEX);
    }
  });

  it('sends the page compressed, as other answers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: legDay,
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(
      preloadOf('/assets/routine-page-r1.js'),
    );
  });
});

describe('the HTML of a routine page asks for its first reads, for a viewer who may read them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { WEB_DIST_DIR: build(null) });
  });
  afterAll(async () => t.close());

  const routinePage = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const fetchPreloads = (body: string) => body.match(/<link rel="preload" as="fetch"[^>]*>/g) ?? [];

  it('premium viewer → the routine and its open session, as the page asks for them, and Vary: Cookie', async () => {
    const viewer = await signUpPremium(t);
    await createRoutine(t, viewer, 'a%2Fb X');
    const response = await routinePage(`/stryd/${viewer.id}/a%252Fb%20X`, viewer.cookie);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers.vary)).toMatch(/cookie/i);
    expect(fetchPreloads(response.body)).toEqual([
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/stryds/${viewer.id}/a%252Fb%20X">`,
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/stryds/${viewer.id}/a%252Fb%20X/session">`,
    ]);
    expect(response.body.indexOf('/session">')).toBeLessThan(response.body.indexOf('</head>'));
  });

  it('signed out, a free viewer, or another screen → no reads named', async () => {
    const free = await signUp(t.app);
    const premium = await signUpPremium(t);
    await createRoutine(t, premium, 'Legs');
    const legs = `/stryd/${premium.id}/Legs`;
    for (const [url, cookie] of [
      [legs, undefined],
      [legs, free.cookie],
      [legs, 'better-auth.session_token=forged.value'],
      [`${legs}/edit`, premium.cookie],
      ['/add-routine', premium.cookie],
    ] as const) {
      const response = await routinePage(url, cookie);
      expect(response.statusCode, url).toBe(200);
      expect(fetchPreloads(response.body), `${url} ${cookie ?? 'signed out'}`).toEqual([]);
    }
  });
});

describe('readPagePreloads', () => {
  it.each([
    ['no list in the build', null],
    ['a list that is not JSON', '{"/": ['],
    ['a list that is not an object', '["/assets/a.js"]'],
  ])('%s → no tags', (_case, contents) => {
    expect(readPagePreloads(build(contents)).size).toBe(0);
  });
});

describe('withPreloads', () => {
  it('adds the tags as written: $ sequences in them are not replacement patterns', () => {
    const tags = '<link rel="preload" href="/api/stryds/u1/$`$&$\'">';
    expect(withPreloads('<head><title>S</title></head><body></body>', tags)).toBe(
      `<head><title>S</title>${tags}</head><body></body>`,
    );
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

describe('compression', () => {
  // The real build of apps/web this run made (test/web-build.ts): its precompress plugin leaves .br and
  // .gz next to each text file.
  const webDistDir = inject('strydWebDistDir');
  const assets = join(webDistDir, 'client', 'assets');
  /** The largest script the build precompressed both ways. */
  const script = readdirSync(assets)
    .filter((file) => file.endsWith('.js') && existsSync(join(assets, `${file}.br`)))
    .filter((file) => existsSync(join(assets, `${file}.gz`)))
    .sort((a, b) => readFileSync(join(assets, b)).length - readFileSync(join(assets, a)).length)[0];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { WEB_DIST_DIR: webDistDir });
  });
  afterAll(async () => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it.each([
    ['br, gzip', 'br', '.br', brotliDecompressSync],
    ['gzip', 'gzip', '.gz', gunzipSync],
  ] as const)(
    'sends the build’s precompressed asset for Accept-Encoding %j',
    async (accept, encoding, suffix, decode) => {
      expect(script).toBeDefined();
      const response = await get(`/assets/${script}`, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-type']).toMatch(/javascript/);
      // The file the build wrote, sent as it is (not compressed again), and it is the script.
      expect(response.rawPayload.equals(readFileSync(join(assets, `${script}${suffix}`)))).toBe(true);
      expect(decode(response.rawPayload).equals(readFileSync(join(assets, script!)))).toBe(true);
    },
  );

  it('sends the plain file, still with Vary, to a client that accepts no encoding', async () => {
    const response = await get(`/assets/${script}`);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(readFileSync(join(assets, script!)))).toBe(true);
  });

  it.each([
    ['/welcome', 200, 'gzip, deflate, br', 'br', brotliDecompressSync, '<h1 id="welcome-heading"'],
    ['/', 200, 'gzip', 'gzip', gunzipSync, '<title>Home | Stryd</title>'],
    [
      '/no-such-page',
      404,
      'br',
      'br',
      brotliDecompressSync,
      '404 Not Found: there is no page at /no-such-page.',
    ],
  ] as const)(
    'compresses the page drawn for %s (%i) for a client that accepts it',
    async (url, status, accept, encoding, decode, shows) => {
      const response = await get(url, accept);
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(String(response.headers.vary)).toMatch(/\bcookie\b/i);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      const html = decode(response.rawPayload).toString();
      expect(html).toMatch(/^<!DOCTYPE html><html/);
      expect(html).toContain(shows);
      expect(response.rawPayload.length).toBeLessThan(html.length / 3);
    },
  );

  it('sends a drawn page uncompressed to a client that accepts no encoding', async () => {
    const response = await get('/welcome');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toMatch(/^<!DOCTYPE html><html/);
  });

  // The PWA plugin writes sw.js to apps/web/dist/ rather than dist/client/, so the build served here has
  // none (being fixed in the PWA config, in parallel). Once it is in client/: GET /sw.js → 200, JavaScript,
  // `cache-control: no-cache`, so an update of the app is found at once.
  it.todo('sends the service worker revalidated on every load, so an update of the app is found at once');

  it('compresses API answers above the threshold and leaves small ones alone', async () => {
    const large = await get('/api/docs', 'gzip');
    expect(large.rawPayload.length).toBeGreaterThan(0);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(String(large.headers.vary)).toMatch(/accept-encoding/i);
    const document = JSON.parse(gunzipSync(large.rawPayload).toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);

    const small = await get('/api/health', 'br, gzip');
    expect(small.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });
});

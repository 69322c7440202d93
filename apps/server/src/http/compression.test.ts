import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PRERENDER_ORIGIN } from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const SHELL = `<!doctype html><title>Stryd</title><div id="root"></div><!--${' '.repeat(2000)}-->`;
/** A page the build drew in advance, as large as the real /welcome is (16 KB), stand-in origin and all. */
const WELCOME = `<!doctype html><link rel="canonical" href="${PRERENDER_ORIGIN}/welcome"><div id="root"><h1>Stryd</h1>${'<p>Train with friends.</p>'.repeat(600)}</div>`;

describe('compression', () => {
  let t: TestApp;
  const dir = join(process.env.TMPDIR ?? '/tmp', `stryd-compress-${process.pid}`);
  beforeAll(async () => {
    // A build as the web app's precompress plugin leaves it: each text file with .br and .gz next to it.
    mkdirSync(join(dir, 'assets'), { recursive: true });
    for (const [file, text] of [
      ['index.html', SHELL],
      ['assets/app-abc123.js', SCRIPT],
    ] as const) {
      writeFileSync(join(dir, file), text);
      writeFileSync(join(dir, `${file}.br`), brotliCompressSync(text));
      writeFileSync(join(dir, `${file}.gz`), gzipSync(text));
    }
    writeFileSync(join(dir, 'welcome.html'), WELCOME);
    writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    t = await createTestApp('sqlite', { WEB_DIST_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)(
    'sends the build’s precompressed asset for Accept-Encoding %j',
    async (accept, encoding, decode) => {
      const response = await get('/assets/app-abc123.js', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toContain('immutable');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(decode(response.rawPayload).toString()).toBe(SCRIPT);
    },
  );

  it('sends the plain file, still with Vary, to a client that accepts no encoding', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.body).toBe(SCRIPT);
  });

  it('compresses the prerendered /welcome, which the server fills in at start', async () => {
    const response = await get('/welcome', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toBe(WELCOME.replace(PRERENDER_ORIGIN, t.context.config.baseUrl));
    expect(response.rawPayload.length).toBeLessThan(WELCOME.length / 10);
  });

  it.each([
    ['/', 200, 'private, no-cache'],
    ['/no-such-page', 404, 'no-cache'],
  ])(
    'sends the app shell for %s precompressed, revalidated on every load',
    async (url, status, cacheControl) => {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe(cacheControl);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SHELL);
    },
  );

  it('sends the service worker revalidated on every load, so an update of the app is found at once', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

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

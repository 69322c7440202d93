import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PRERENDER_ORIGIN } from '@stryd/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from './test/test-app';

describe.each(testDialects())('app shell on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('reports health with the database status', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { dialect, status: 'up' } });
  });

  it('answers unknown /api paths with JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'No API route for GET /api/no-such-thing.',
    });
  });

  it('returns { user: null } for /api/me when signed out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it('sends security headers with a CSP that allows no inline scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('rejects malformed JSON with a 400 and no stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.json().openapi).toMatch(/^3\./);
    expect(Object.keys(response.json().paths)).toContain('/api/health');
  });

  it('exposes only public settings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.json()).toEqual({
      // No SITE_URL: this server's own origin.
      siteUrl: 'http://localhost:3000',
      contact: { supportEmail: 'support@stryd.local', businessEmail: 'hello@stryd.local' },
      company: { name: 'Stryd', address: 'Self-hosted instance' },
      oauthProviders: [],
    });
  });
});

describe('serving the built web app', () => {
  // The real build of apps/web this run made (test/web-build.ts), served as in production.
  const webDistDir = inject('strydWebDistDir');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { WEB_DIST_DIR: webDistDir });
  });
  afterAll(async () => t.close());

  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

  /** A page React Router drew for this request: the whole document, for the viewer's eyes only. */
  const expectPage = (response: LightMyRequestResponse, status: number) => {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toMatch(/^<!DOCTYPE html><html lang="en"/);
    // The app's frame (shell.tsx) around the screen.
    expect(response.body).toContain('Skip to content');
    // What a page shows depends on who is signed in, so no shared cache keeps it.
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(String(response.headers.vary)).toMatch(/\bcookie\b/i);
  };

  it.each([
    ['/', '<title>Home | Stryd</title>'],
    ['/welcome', '<title>Stryd | fitness, your way</title>'],
    ['/people?q=sam', '<title>'],
    ['/exercises/push-ups', '<html'],
    ['/login', '<title>'],
  ])('GET %s, a screen of the route table → 200, drawn by the server', async (url, shows) => {
    const response = await get(url);
    expectPage(response, 200);
    expect(response.body).toContain(shows);
  });

  it('draws /welcome with its heading, and links on this server’s origin (no SITE_URL)', async () => {
    const { body } = await get('/welcome');
    expect(body).toMatch(/<h1 id="welcome-heading"[^>]*>Stryd/);
    const { baseUrl } = t.context.config;
    expect(body).toContain(`<link rel="canonical" href="${baseUrl}/welcome"/>`);
    expect(body).toContain(`<meta property="og:url" content="${baseUrl}/welcome"/>`);
    expect(body).toContain(`<meta property="og:image" content="${baseUrl}/logo.png"/>`);
    expect(body).not.toContain(PRERENDER_ORIGIN);
  });

  it('builds a page’s links on SITE_URL when it names the site', async () => {
    const site = await createTestApp('sqlite', {
      WEB_DIST_DIR: webDistDir,
      SITE_URL: 'https://fit.example/',
    });
    try {
      const { body } = await site.app.inject({ method: 'GET', url: '/welcome' });
      expect(body).toContain('<link rel="canonical" href="https://fit.example/welcome"/>');
      expect(body).not.toContain(site.context.config.baseUrl);
      expect(body).not.toContain(PRERENDER_ORIGIN);
    } finally {
      await site.close();
    }
  });

  // A screen whose address names nothing (page-not-found.test.ts has each kind) is answered 404 too.
  it.each(['/no-such-page', '/no/such/page', '/stryd/u', '/profile', '/welcome/extra'])(
    'GET %s, no screen → 404 with the not-found page drawn',
    async (url) => {
      const response = await get(url);
      expectPage(response, 404);
      expect(response.body).toContain('<title>Page not found | Stryd</title>');
      expect(response.body).toContain(`404 Not Found: there is no page at ${url}.`);
      expect(response.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    },
  );

  it('gives each page a fresh CSP nonce, carried by every inline script and by nothing else', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/', '/welcome', '/no-such-page']) {
      const response = await get(url);
      const csp = String(response.headers['content-security-policy']);
      const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/]{22}==)'/.exec(csp)?.[1];
      expect(nonce, `${url}: ${csp}`).toBeDefined();
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      nonces.add(nonce!);
      const scripts = response.body.match(/<script\b[^>]*>/g) ?? [];
      // The framework's hydration data, module loader and scroll restoration are inline.
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      for (const script of scripts) expect(script).toContain(` nonce="${nonce}"`);
      // The nonce is the page's own; no other nonce appears in it.
      const noncesInPage = new Set(response.body.match(/nonce="[^"]*"/g));
      expect([...noncesInPage]).toEqual([`nonce="${nonce}"`]);
    }
    expect(nonces.size).toBe(4);
    // The API's answers keep the policy without a nonce.
    const api = await get('/api/health');
    expect(String(api.headers['content-security-policy'])).not.toContain('nonce-');
  });

  it('HEAD of a screen → 200 with no body; HEAD of an unknown page → 404', async () => {
    const screen = await get('/welcome', 'HEAD');
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toBe('');
    expect((await get('/no-such-page', 'HEAD')).statusCode).toBe(404);
  });

  it('serves the build’s files: hashed assets cached for a year, others revalidated', async () => {
    const script = readdirSync(join(webDistDir, 'client', 'assets')).find((file) => file.endsWith('.js'));
    const asset = await get(`/assets/${script}`);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await get('/site.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // A file the build has not: 404 (drawn by the `*` route like any unknown path).
    const missing = await get('/assets/no-such-file-abc123.js');
    expect(missing.statusCode).toBe(404);
  });

  it('still answers JSON 404 under /api', async () => {
    const response = await get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'No API route for GET /api/nope.' });
  });
});

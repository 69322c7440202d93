import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRERENDER_ORIGIN } from '@stryd/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      siteUrl: null,
      contact: { supportEmail: 'support@stryd.local', businessEmail: 'hello@stryd.local' },
      company: { name: 'Stryd', address: 'Self-hosted instance' },
      oauthProviders: [],
    });
  });
});

describe('serving the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The static host reads the build at start, so create a tiny one before building the app.
    const dir = join(process.env.TMPDIR ?? '/tmp', `stryd-spa-${process.pid}`);
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Stryd</title><div id="root"></div>');
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    // What the build's prerender step leaves: /welcome already drawn, with a stand-in origin in its links.
    writeFileSync(
      join(dir, 'welcome.html'),
      `<!doctype html><link rel="canonical" href="${PRERENDER_ORIGIN}/welcome"><div id="root"><h1>Stryd: fitness</h1></div>`,
    );
    t = await createTestApp('sqlite', { WEB_DIST_DIR: dir });
  });
  afterAll(async () => t.close());

  const expectShell = (response: LightMyRequestResponse, status: number, cacheControl = 'no-cache') => {
    expect(response.statusCode).toBe(status);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe(cacheControl);
  };

  // What a screen's HTML asks for ahead (or shows) depends on the viewer, so no shared cache keeps it.
  it.each(['/', '/exercises/push-ups', '/people?q=sam'])(
    'GET %s, a screen of the route table → 200 with index.html (history routing), private',
    async (url) => {
      expectShell(await t.app.inject({ method: 'GET', url }), 200, 'private, no-cache');
    },
  );

  it('sends the prerendered /welcome with this server’s origin in its links; other pages get the shell', async () => {
    const welcome = await t.app.inject({ method: 'GET', url: '/welcome' });
    expectShell(welcome, 200);
    expect(welcome.body).toContain('<h1>Stryd: fitness</h1>');
    expect(welcome.body).toContain(`href="${t.context.config.baseUrl}/welcome"`);
    expect(welcome.body).not.toContain(PRERENDER_ORIGIN);
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('<h1>');
  });

  // A screen whose address names nothing (page-not-found.test.ts has each kind) is no page either.
  it.each([
    '/no-such-page',
    '/no/such/page',
    '/stryd/u',
    '/profile',
    '/welcome/extra',
    '/stryd/u/x',
    '/stryd/abc/Leg%20Day',
    '/profile/u1',
  ])(
    'GET %s, no screen or nothing by that name → 404 with index.html, which shows the not-found page',
    async (url) => {
      expectShell(await t.app.inject({ method: 'GET', url }), 404);
    },
  );

  it('HEAD of an unknown page → 404 too', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('still answers JSON 404 under /api', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'No API route for GET /api/nope.' });
  });
});

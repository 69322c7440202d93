import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { pagePolicy, registerSecurityHeaders, securityHeaders } from './security-headers';

describe('security headers', () => {
  it('work out helmet’s headers once, with our strict CSP', () => {
    const headers = securityHeaders(false);
    const csp = headers['content-security-policy'] ?? '';
    expect(csp.split(';')).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "worker-src 'self'",
      "media-src 'self' data:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(headers).not.toHaveProperty('strict-transport-security');
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  });

  it('add HSTS and upgrade-insecure-requests behind HTTPS', () => {
    const headers = securityHeaders(true);
    expect(headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(headers['content-security-policy']).toMatch(/;upgrade-insecure-requests$/);
  });

  it('go on routes, 404s and errors alike', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, false);
    app.get('/ok', async () => ({ ok: true }));
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    const expected = securityHeaders(false);
    for (const url of ['/ok', '/missing', '/boom']) {
      const response = await app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected)) expect(response.headers[name]).toBe(value);
    }
    await app.close();
  });

  it('give a drawn page the same policy, with its nonce added to the script sources only', () => {
    for (const secure of [false, true]) {
      const policy = securityHeaders(secure)['content-security-policy'] ?? '';
      const withNonce = pagePolicy(secure);
      const page = withNonce('bm9uY2Utb25l');
      expect(page.split(';')).toEqual(
        policy
          .split(';')
          .map((directive) =>
            directive === "script-src 'self'" ? "script-src 'self' 'nonce-bm9uY2Utb25l'" : directive,
          ),
      );
      expect(page).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(page.match(/nonce-/g)).toHaveLength(1);
      expect(withNonce('dHdv')).toContain("script-src 'self' 'nonce-dHdv';");
      expect(withNonce('dHdv')).not.toContain('bm9uY2Utb25l');
    }
  });
});

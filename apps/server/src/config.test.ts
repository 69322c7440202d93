import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/stryd-config-test' };

describe('config', () => {
  it('defaults to SQLite under ./data on port 3000 with http cookies', () => {
    const config = loadConfig({ AUTH_SECRET: 'x'.repeat(32) });
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'sqlite', file: expect.stringMatching(/data\/stryd\.db$/) });
    expect(config.secureCookies).toBe(false);
  });

  it('resolves relative paths against the directory npm ran in (INIT_CWD), not the workspace', () => {
    const secret = { AUTH_SECRET: 'x'.repeat(32), INIT_CWD: '/srv/stryd' };
    expect(loadConfig(secret)).toMatchObject({
      dataDir: '/srv/stryd/data',
      database: { kind: 'sqlite', file: '/srv/stryd/data/stryd.db' },
    });
    const relative = loadConfig({ ...secret, DATA_DIR: 'state/../db', WEB_DIST_DIR: 'web' });
    expect(relative).toMatchObject({ dataDir: '/srv/stryd/db', webDistDir: '/srv/stryd/web' });
    expect(relative.database).toEqual({ kind: 'sqlite', file: '/srv/stryd/db/stryd.db' });
    expect(loadConfig({ ...secret, DATABASE_URL: 'file:./other.db' }).database).toEqual({
      kind: 'sqlite',
      file: '/srv/stryd/other.db',
    });
    expect(loadConfig({ ...secret, DATA_DIR: '/var/lib/stryd' }).dataDir).toBe('/var/lib/stryd');
  });

  it('uses PostgreSQL when DATABASE_URL says so', () => {
    const config = loadConfig({ ...base, DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/db' });
  });

  it('marks cookies Secure when served over https', () => {
    expect(loadConfig({ ...base, BASE_URL: 'https://fit.example.com/' }).secureCookies).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must start with postgres:\/\//],
    [{ AUTH_SECRET: 'short' }, /AUTH_SECRET: must be at least 32 characters/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ GITHUB_CLIENT_ID: 'only-id' }, /GITHUB_CLIENT_ID\/GITHUB_CLIENT_SECRET: set both/],
    [{ OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' }, /OIDC_DISCOVERY_URL: required/],
  ])('stops with a message naming the bad setting: %o', (overrides, message) => {
    expect(() => loadConfig({ ...base, ...overrides })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...overrides })).toThrow(message);
  });

  it('turns the free demo checkout on by default only for a server on loopback', () => {
    const demo = (overrides: Record<string, string>) =>
      loadConfig({ ...base, HOST: '127.0.0.1', ...overrides }).payments;
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://[::1]:3000',
      'http://app.localhost',
    ]) {
      expect(demo({ BASE_URL: url })).toMatchObject({ demoCheckout: true, checkoutProvider: 'demo' });
    }
    for (const url of [
      'https://fit.example.com',
      'http://192.168.1.20:3000',
      'http://localhost.example.com',
    ]) {
      expect(demo({ BASE_URL: url })).toMatchObject({ demoCheckout: false, checkoutProvider: null });
    }
    expect(demo({ BASE_URL: 'https://fit.example.com', DEMO_CHECKOUT: 'true' })).toMatchObject({
      demoCheckout: true,
      checkoutProvider: 'demo',
    });
    expect(demo({ BASE_URL: 'http://localhost:3000', DEMO_CHECKOUT: 'false' })).toMatchObject({
      demoCheckout: false,
      checkoutProvider: null,
    });
  });

  it('a plain start (no HOST, no BASE_URL) listens on loopback with the demo checkout on', () => {
    // README's `npm install && npm start`: a new account can get Plus with no other step.
    const config = loadConfig(base);
    expect(config.host).toBe('127.0.0.1');
    expect(config.payments).toMatchObject({ demoCheckout: true, checkoutProvider: 'demo' });
  });

  it('keeps the free demo checkout off by default when the server listens beyond loopback', () => {
    const demo = (overrides: Record<string, string>) => loadConfig({ ...base, ...overrides }).payments;
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'fit.example.com']) {
      expect(demo({ HOST: host })).toMatchObject({ demoCheckout: false, checkoutProvider: null });
      expect(demo({ HOST: host, BASE_URL: 'http://localhost:3000' })).toMatchObject({ demoCheckout: false });
    }
    for (const host of ['127.0.0.1', '127.0.1.1', '::1', 'localhost']) {
      expect(demo({ HOST: host })).toMatchObject({ demoCheckout: true, checkoutProvider: 'demo' });
    }
    expect(demo({ BASE_URL: 'https://fit.example.com' })).toMatchObject({ demoCheckout: false });
    expect(demo({ HOST: '127.0.0.1', BASE_URL: 'https://fit.example.com' })).toMatchObject({
      demoCheckout: false,
    });
    expect(demo({ HOST: '0.0.0.0', DEMO_CHECKOUT: 'true' })).toMatchObject({ demoCheckout: true });
  });

  it('switches OAuth providers on only when configured', () => {
    const config = loadConfig({ ...base, GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' });
    expect(config.oauth.github).toEqual({ clientId: 'id', clientSecret: 'secret' });
    expect(config.oauth.google).toBeUndefined();
  });
});

import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { vapidKeysKeptIn } from './push';

const base = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/stryd-config-test' };

describe('push settings', () => {
  it('reads allowed push-service origins and a VAPID key pair given by settings', () => {
    const push = loadConfig({
      ...base,
      PUSH_SERVICE_ALLOW: 'https://push.internal:8443/, https://10.0.0.5',
      VAPID_PUBLIC_KEY: 'public',
      VAPID_PRIVATE_KEY: 'private',
      CONTACT_SUPPORT_EMAIL: 'help@fit.example.com',
    }).push;
    expect(push).toEqual({
      allowedOrigins: ['https://push.internal:8443', 'https://10.0.0.5'],
      vapidKeys: { publicKey: 'public', privateKey: 'private' },
      subject: 'mailto:help@fit.example.com',
    });
    expect(loadConfig(base).push).toMatchObject({ allowedOrigins: [], vapidKeys: null });
  });

  it.each([
    [
      { PUSH_SERVICE_ALLOW: 'http://push.internal' },
      /PUSH_SERVICE_ALLOW: "http:\/\/push.internal" is not an https:\/\/ origin/,
    ],
    [{ PUSH_SERVICE_ALLOW: 'https://push.internal/path' }, /PUSH_SERVICE_ALLOW/],
    [{ PUSH_SERVICE_ALLOW: 'push.internal' }, /PUSH_SERVICE_ALLOW/],
    [{ VAPID_PUBLIC_KEY: 'only-public' }, /VAPID_PUBLIC_KEY\/VAPID_PRIVATE_KEY: set both or neither/],
  ])('stops with a message naming the bad setting: %o', (overrides, message) => {
    expect(() => loadConfig({ ...base, ...overrides })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...overrides })).toThrow(message);
  });

  it('makes a VAPID key pair once and keeps it in the data directory, readable by its owner only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stryd-vapid-'));
    try {
      const first = vapidKeysKeptIn(dir);
      expect(first.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
      expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(vapidKeysKeptIn(dir)).toEqual(first);
      expect(statSync(join(dir, '.vapid-keys.json')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, cookieFrom, createTestApp, signUp, type TestApp, testDialects } from '../test/test-app';

/**
 * One request over a real socket with the path sent byte for byte: inject() and fetch() both tidy dot
 * segments away, which is exactly what an attacker's client does not do.
 */
function rawPost(port: number, path: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * docs/engineering.md#sign-in-boundary: only the endpoints the app uses are reachable, with input and
 * redirects validated like ours.
 */
describe.each(testDialects())('the sign-in boundary on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      LOGIN_LIMIT_PER_IP: '1000',
      LOGIN_LIMIT_PER_ACCOUNT: '3',
      GITHUB_CLIENT_ID: 'gh-client',
      GITHUB_CLIENT_SECRET: 'gh-secret',
    });
  });
  afterAll(async () => t.close());

  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject(
      as(null, {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...headers },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      }),
    );

  it('counts sign-in attempts on every spelling of the sign-in paths (dot segments, %2e, ./)', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const user = await signUp(t.app);
    const wrong = { email: user.email, password: 'wrong-password' };
    const spellings = [
      '/api/auth/x/../sign-in/email',
      '/api/auth/./sign-in/email',
      '/api/auth/%2e/sign-in/%2E/email',
      '/api/auth/sign-in/email',
    ];
    const statuses = [];
    for (const url of spellings) statuses.push(await rawPost(port, url, wrong));
    expect(statuses).toEqual([401, 401, 401, 429]);

    const byName = await signUp(t.app);
    const viaUsername = [];
    for (let i = 0; i < 4; i++)
      viaUsername.push(
        await rawPost(port, '/api/auth/sign-in/./username', {
          username: byName.username,
          password: 'nope-nope',
        }),
      );
    expect(viaUsername).toEqual([401, 401, 401, 429]);
  });

  it.each([
    ['POST', '/api/auth/update-user'],
    ['POST', '/api/auth/x/../update-user'],
    ['GET', '/api/auth/verify-email?token=x&callbackURL=/.//evil.example'],
    ['GET', '/api/auth/one-time-token/generate'],
    ['POST', '/api/auth/one-time-token/verify'],
    ['POST', '/api/auth/change-email'],
    ['POST', '/api/auth/sign-in/email/'],
    ['GET', '/api/auth/list-sessions'],
    ['GET', '/api/auth/error'],
  ])('does not expose %s %s (404)', async (method, url) => {
    const user = await signUp(t.app);
    const response = await t.app.inject(
      as(user, { method: method as 'GET' | 'POST', url, ...(method === 'POST' ? { payload: {} } : {}) }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/x/..//evil.example',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
  ])('refuses the callback URL %s when starting an OAuth sign-in (400, no redirect)', async (target) => {
    for (const field of ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL']) {
      const response = await post('/api/auth/sign-in/social', {
        provider: 'github',
        callbackURL: '/auth-callback',
        [field]: target,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REDIRECT' });
    }
  });

  it('starts an OAuth sign-in for a same-origin callback, absolute or relative', async () => {
    for (const callbackURL of ['/auth-callback?redirectTo=%2Fmeals', 'http://localhost:3000/auth-callback']) {
      const response = await post('/api/auth/sign-in/social', {
        provider: 'github',
        callbackURL,
        errorCallbackURL: '/login',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().url).toMatch(/^https:\/\/github\.com\/login\/oauth\/authorize/);
    }
  });

  it.each([
    ['no body', '/api/auth/sign-up/email', undefined],
    ['a null body', '/api/auth/sign-up/email', null],
    ['an array', '/api/auth/sign-up/email', []],
    [
      'a number for username',
      '/api/auth/sign-up/email',
      { email: 'n@example.test', password: 'long-enough-1', username: 5 },
    ],
    ['a null password', '/api/auth/sign-in/email', { email: 'n@example.test', password: null }],
    ['a boolean username', '/api/auth/sign-in/username', { username: true, password: 'whatever-pass' }],
    ['an unknown provider', '/api/auth/sign-in/social', { provider: 'evil', callbackURL: '/' }],
  ])('answers 400 {code,message} to %s', async (_label, url, payload) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(typeof body.code).toBe('string');
    expect(typeof body.message).toBe('string');
  });

  it('answers 400 to a 30,000-deep JSON body and creates nothing', async () => {
    const deep = `${'{"a":'.repeat(30_000)}1${'}'.repeat(30_000)}`;
    const response = await t.app.inject(
      as(null, {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { 'content-type': 'application/json' },
        payload: deep,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('signs up with the domain rules for every profile field: no image, display name or name of its own', async () => {
    const attempts = [
      { image: 'javascript:alert(1)' },
      { displayUsername: 'x'.repeat(100_000) },
      { displayUsername: 'someone_else' },
      { name: 'Visit https://evil.example now' },
    ];
    for (const [i, extra] of attempts.entries()) {
      const username = `field_${i}_${dialect}`;
      const response = await post('/api/auth/sign-up/email', {
        email: `${username}@example.test`,
        password: 'correct-horse-battery',
        name: username,
        username,
        ...extra,
      });
      expect(response.statusCode).toBe(400);
      const stored = await t.context.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', `${username}@example.test`)
        .executeTakeFirst();
      expect(stored).toBeUndefined();
    }
  });

  it('refuses a sign-up whose username breaks the domain rule with the domain message', async () => {
    const response = await post('/api/auth/sign-up/email', {
      email: 'ab@example.test',
      password: 'correct-horse-battery',
      name: 'ab',
      username: 'ab',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Username must be 3 to 20 characters.');
  });

  it('after sign-out the old cookies open nothing: not get-session, not /api/me', async () => {
    const user = await signUp(t.app);
    const before = await t.app.inject(as(user, { method: 'GET', url: '/api/auth/get-session' }));
    expect(before.json()?.user?.id).toBe(user.id);
    // Everything the browser held before signing out, including any signed session-data cookie.
    const held = [user.cookie, cookieFrom(before)].filter(Boolean).join('; ');
    const out = await t.app.inject(as(user, { method: 'POST', url: '/api/auth/sign-out', payload: {} }));
    expect(out.statusCode).toBe(200);
    const session = await t.app.inject(as({ cookie: held }, { method: 'GET', url: '/api/auth/get-session' }));
    expect(session.json()).toBeNull();
    const me = await t.app.inject(as({ cookie: held }, { method: 'GET', url: '/api/me' }));
    expect(me.json().user).toBeNull();
  });
});

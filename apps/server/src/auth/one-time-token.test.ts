import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, cookieFrom, createTestApp, signUp, type TestApp, testDialects } from '../test/test-app';
import { ONE_TIME_TOKEN_MINUTES } from './auth';

/** The native app's sign-in hand-over (docs/native-sign-in.md): issue in the browser, exchange in the app. */
describe.each(testDialects())('one-time sign-in token on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const issue = (cookie: string | null) =>
    t.app.inject(as(cookie ? { cookie } : null, { method: 'GET', url: '/api/auth/one-time-token/generate' }));
  // The app's WebView has no session yet: the exchange is made without a cookie.
  const exchange = (token: string) =>
    t.app.inject(as(null, { method: 'POST', url: '/api/auth/one-time-token/verify', payload: { token } }));
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

  async function issuedToken(cookie: string): Promise<string> {
    const response = await issue(cookie);
    expect(response.statusCode).toBe(200);
    const { token } = response.json() as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    return token;
  }

  it('refuses to issue a token without a session', async () => {
    const response = await issue(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).not.toHaveProperty('token');
  });

  it('exchanges a token once for a session cookie that signs the app in', async () => {
    const user = await signUp(t.app);
    const token = await issuedToken(user.cookie);

    const response = await exchange(token);
    expect(response.statusCode).toBe(200);
    const cookie = cookieFrom(response);
    expect(cookie).toMatch(/session_token=/);
    expect((await me(cookie)).json().user).toMatchObject({ id: user.id, username: user.username });
  });

  it('refuses a token used twice, and the second try sets no session', async () => {
    const user = await signUp(t.app);
    const token = await issuedToken(user.cookie);
    expect((await exchange(token)).statusCode).toBe(200);

    const again = await exchange(token);
    expect(again.statusCode).toBe(400);
    expect(cookieFrom(again)).not.toMatch(/session_token=[^;]/);
    expect((await me(cookieFrom(again))).json().user).toBeNull();
  });

  it('lets only one of two simultaneous exchanges of the same token through', async () => {
    const user = await signUp(t.app);
    const token = await issuedToken(user.cookie);
    const statuses = (await Promise.all([exchange(token), exchange(token)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 400]);
  });

  it(`refuses a token after ${ONE_TIME_TOKEN_MINUTES} minutes, and it stays refused`, async () => {
    const user = await signUp(t.app);
    const token = await issuedToken(user.cookie);

    // Only Date moves: the database drivers and Fastify keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (ONE_TIME_TOKEN_MINUTES * 60 + 5) * 1000 });
    const late = await exchange(token);
    expect(late.statusCode).toBe(400);
    expect(cookieFrom(late)).not.toMatch(/session_token=[^;]/);

    vi.useRealTimers();
    expect((await exchange(token)).statusCode).toBe(400);
  });

  it('refuses a made-up token', async () => {
    const response = await exchange('not-a-token-anyone-was-given-0000');
    expect(response.statusCode).toBe(400);
    expect(cookieFrom(response)).not.toMatch(/session_token=[^;]/);
  });

  it('stores only a hash of the token', async () => {
    const user = await signUp(t.app);
    const token = await issuedToken(user.cookie);
    const { rows } = await sql<{ identifier: string }>`
      select identifier from verifications where identifier like 'one-time-token:%'`.execute(
      t.context.database.db,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.identifier.includes(token))).toBe(false);
  });
});

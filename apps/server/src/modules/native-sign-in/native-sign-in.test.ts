import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../http/errors';
import {
  cookieFrom,
  createTestApp,
  injectAs,
  type SignedUpUser,
  signUp,
  type TestApp,
  testDialects,
} from '../../test/test-app';
import { NATIVE_SIGN_IN_CODE_MS, redeemNativeSignIn } from './native-sign-in.service';

/** What the app keeps (verifier) and what it sends through the browser (challenge). */
function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The native app's sign-in hand-over (docs/native-sign-in.md): granted in the browser, redeemed in the app. */
describe.each(testDialects())('native sign-in hand-over on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const grant = (user: SignedUpUser | null, body: unknown) =>
    injectAs(t.app, user, 'POST', '/api/native-sign-in/grant', body as Record<string, unknown>);
  // The app's WebView has no session yet: it redeems without a cookie.
  const redeem = (body: unknown) =>
    injectAs(t.app, null, 'POST', '/api/native-sign-in/redeem', body as Record<string, unknown>);
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  const noSession = (response: Awaited<ReturnType<typeof redeem>>) =>
    expect(cookieFrom(response)).not.toMatch(/session_token=[^;]/);

  async function granted(user: SignedUpUser, challenge: string): Promise<string> {
    const response = await grant(user, { challenge });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { code } = response.json() as { code: string };
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return code;
  }

  it('grants a code only to a signed-in browser', async () => {
    const response = await grant(null, { challenge: pkcePair().challenge });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: expect.any(String) });
  });

  it("redeems the code with the app's verifier for a new session of the same account", async () => {
    const user = await signUp(t.app);
    const { verifier, challenge } = pkcePair();
    const code = await granted(user, challenge);

    const response = await redeem({ code, verifier });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signedIn: true });
    const cookie = cookieFrom(response);
    expect(cookie).toMatch(/session_token=[^;]/);
    expect(cookie).not.toBe(user.cookie);
    expect((await me(cookie)).json().user).toMatchObject({ id: user.id, username: user.username });
    // better-auth reads the same cookie as its own session.
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json()).toMatchObject({ user: { id: user.id } });
  });

  it('a third party holding only the code cannot redeem it, and the code is burnt by the try', async () => {
    const user = await signUp(t.app);
    const app = pkcePair();
    const code = await granted(user, app.challenge);

    const withoutVerifier = await redeem({ code });
    expect(withoutVerifier.statusCode).toBe(400);
    noSession(withoutVerifier);

    const guessed = await redeem({ code, verifier: pkcePair().verifier });
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json()).toEqual({ code: 'NATIVE_SIGN_IN_REFUSED', message: expect.any(String) });
    noSession(guessed);
    // The challenge itself is public (it was in the browser's URL): it is not the verifier.
    expect((await redeem({ code, verifier: app.challenge })).statusCode).toBe(400);

    // Refused once, the code is gone even for the app that holds the verifier.
    const late = await redeem({ code, verifier: app.verifier });
    expect(late.statusCode).toBe(400);
    noSession(late);
  });

  it('a code works once: of two simultaneous redeems exactly one signs in', async () => {
    const user = await signUp(t.app);
    const { verifier, challenge } = pkcePair();
    const code = await granted(user, challenge);
    const responses = await Promise.all([redeem({ code, verifier }), redeem({ code, verifier })]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(responses.filter((r) => /session_token=[^;]/.test(cookieFrom(r)))).toHaveLength(1);
    expect((await redeem({ code, verifier })).statusCode).toBe(400);
  });

  it(`a code expires ${NATIVE_SIGN_IN_CODE_MS / 60_000} minutes after it was granted`, async () => {
    const user = await signUp(t.app);
    const { verifier, challenge } = pkcePair();
    const startSession = vi.fn(async () => ['session_token=x']);
    const db = t.context.database.db;

    const stale = await granted(user, challenge);
    const after = new Date(Date.now() + NATIVE_SIGN_IN_CODE_MS + 1_000);
    const refused = redeemNativeSignIn(db, startSession, { code: stale, verifier }, after);
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ statusCode: 400, code: 'NATIVE_SIGN_IN_REFUSED' });
    expect(startSession).not.toHaveBeenCalled();

    const fresh = await granted(user, challenge);
    const inTime = new Date(Date.now() + NATIVE_SIGN_IN_CODE_MS - 10_000);
    await expect(redeemNativeSignIn(db, startSession, { code: fresh, verifier }, inTime)).resolves.toEqual([
      'session_token=x',
    ]);
    expect(startSession).toHaveBeenCalledExactlyOnceWith(user.id);
  });

  it('keeps only a hash of the code', async () => {
    const user = await signUp(t.app);
    const code = await granted(user, pkcePair().challenge);
    const rows = await t.context.database.db.selectFrom('native_sign_in_grants').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('the code is not a better-auth one-time token', async () => {
    const user = await signUp(t.app);
    const code = await granted(user, pkcePair().challenge);
    const response = await injectAs(t.app, null, 'POST', '/api/auth/one-time-token/verify', { token: code });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    noSession(response);
  });

  it.each([
    ['grant', 'no body', undefined],
    ['grant', 'no challenge', {}],
    ['grant', 'a challenge that is no SHA-256', { challenge: 'abc' }],
    ['grant', 'a challenge with other characters', { challenge: `${'a'.repeat(42)}=` }],
    ['grant', 'unknown fields', { challenge: pkcePair().challenge, userId: 'someone' }],
    ['redeem', 'no body', undefined],
    ['redeem', 'a number for the code', { code: 5, verifier: pkcePair().verifier }],
    ['redeem', 'a code of the wrong shape', { code: 'x'.repeat(300), verifier: pkcePair().verifier }],
    ['redeem', 'a null verifier', { code: pkcePair().verifier, verifier: null }],
  ])('%s with %s: 400 {code,message}', async (endpoint, _name, body) => {
    const user = await signUp(t.app);
    const response = endpoint === 'grant' ? await grant(user, body) : await redeem(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('an unknown code is refused', async () => {
    const response = await redeem({
      code: randomBytes(32).toString('base64url'),
      verifier: pkcePair().verifier,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'NATIVE_SIGN_IN_REFUSED', message: expect.any(String) });
  });
});

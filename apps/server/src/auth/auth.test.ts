import { USERNAME_MESSAGES } from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, cookieFrom, createTestApp, signUp, type TestApp, testDialects } from '../test/test-app';
import { LOGIN_RATE_LIMIT_MESSAGE } from './login-limit.service';

describe.each(testDialects())('sign-in on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_LIMIT_PER_IP: '1000', LOGIN_LIMIT_PER_ACCOUNT: '3' });
  });
  afterAll(async () => t.close());

  const signIn = (body: Record<string, string>) =>
    t.app.inject(as(null, { method: 'POST', url: '/api/auth/sign-in/email', payload: body }));

  it('signs up with email, password and username, sets an HttpOnly Lax session cookie and creates the profile', async () => {
    const user = await signUp(t.app, 'Alice_1');
    expect(user.cookie).toMatch(/session_token=/);
    const me = await t.app.inject(as(user, { method: 'GET', url: '/api/me' }));
    expect(me.json().user).toMatchObject({
      username: 'Alice_1',
      totalXP: 0,
      userPlan: 'free',
      rank: 'Mortal',
    });
    const profile = await t.context.database.db
      .selectFrom('profiles')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    expect(profile).toMatchObject({ total_xp: 0, plan: 'free' });
  });

  it('sends the session cookie HttpOnly and SameSite=Lax, not Secure over http', async () => {
    const response = await t.app.inject(
      as(null, {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: {
          email: 'cookie@example.test',
          password: 'correct-horse-battery',
          name: 'cookie',
          username: 'cookie',
        },
      }),
    );
    const setCookie = [response.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/session_token=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
  });

  it('refuses a duplicate email and a duplicate username', async () => {
    const first = await signUp(t.app, 'dupe_user');
    const sameEmail = await t.app.inject(
      as(null, {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: {
          email: first.email,
          password: 'another-password',
          name: 'other_name',
          username: 'other_name',
        },
      }),
    );
    expect(sameEmail.statusCode).toBe(422);
    expect(sameEmail.json().message).toMatch(/already exists/i);

    const sameUsername = await t.app.inject(
      as(null, {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: {
          email: 'fresh@example.test',
          password: 'another-password',
          name: 'DUPE_USER',
          username: 'DUPE_USER',
        },
      }),
    );
    expect(sameUsername.statusCode).toBe(400);
    expect(sameUsername.json().message).toMatch(/username is already taken/i);
  });

  it('refuses an invalid username', async () => {
    const response = await t.app.inject(
      as(null, {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: {
          email: 'bad@example.test',
          password: 'another-password',
          name: 'valid_name',
          username: 'no spaces!',
        },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(USERNAME_MESSAGES.characters);
  });

  it('signs in with the right password and refuses a wrong one', async () => {
    const user = await signUp(t.app);
    const ok = await signIn({ email: user.email, password: user.password });
    expect(ok.statusCode).toBe(200);
    expect(cookieFrom(ok)).toMatch(/session_token=/);

    const wrong = await signIn({ email: user.email, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toMatch(/invalid email or password/i);
  });

  it('signs in by username too', async () => {
    const user = await signUp(t.app, 'by_name');
    const response = await t.app.inject(
      as(null, {
        method: 'POST',
        url: '/api/auth/sign-in/username',
        payload: { username: user.username, password: user.password },
      }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('signs out: the session no longer identifies the user', async () => {
    const user = await signUp(t.app);
    const out = await t.app.inject(as(user, { method: 'POST', url: '/api/auth/sign-out', payload: {} }));
    expect(out.statusCode).toBe(200);
    const cleared = cookieFrom(out);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cleared } });
    expect(me.json().user).toBeNull();
  });

  it('limits sign-in attempts per account with a clear 429 message', async () => {
    const user = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await signIn({ email: user.email, password: 'wrong-password' });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toBe(LOGIN_RATE_LIMIT_MESSAGE);
        expect(response.headers['retry-after']).toBeDefined();
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Even the right password is refused until the window passes.
    const blocked = await signIn({ email: user.email, password: user.password });
    expect(blocked.statusCode).toBe(429);
  });
});

describe.each(testDialects())('sign-in rate limit per IP on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_LIMIT_PER_IP: '2', LOGIN_LIMIT_PER_ACCOUNT: '100' });
  });
  afterAll(async () => t.close());

  it('counts attempts across accounts from one address', async () => {
    const statuses: number[] = [];
    for (const email of ['a@example.test', 'b@example.test', 'c@example.test']) {
      const response = await t.app.inject(
        as(null, {
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email, password: 'whatever-pass' },
        }),
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });
});

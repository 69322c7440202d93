import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUp, type TestApp, testDialects } from '../test/test-app';
import { createSessionReader, SESSION_CACHE_TTL_MS } from './session';

const requestWith = (cookie: string) => ({ headers: { cookie } }) as unknown as FastifyRequest;

describe.each(testDialects())('session reader on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());
  // better-auth's table, outside the app's Kysely schema.
  const revokeSessionsOf = (userId: string) =>
    sql`delete from sessions where "userId" = ${userId}`.execute(t.context.database.db);

  it('trusts a verified session for SESSION_CACHE_TTL_MS, then asks the database again', async () => {
    const user = await signUp(t.app);
    let at = Date.now();
    const reader = createSessionReader(t.context.auth, t.context.database.db, { now: () => at });
    expect(await reader.optional(requestWith(user.cookie))).toMatchObject({ id: user.id });

    // Revoked by another process: this reader does not hear of it and keeps the answer a while.
    await revokeSessionsOf(user.id);
    at += SESSION_CACHE_TTL_MS - 1;
    expect(await reader.optional(requestWith(user.cookie))).toMatchObject({ id: user.id });
    at += 1;
    expect(await reader.optional(requestWith(user.cookie))).toBeNull();
  });

  it('forgets cached sessions on forgetAll(), and rejects a cookie with a bad signature', async () => {
    const user = await signUp(t.app);
    const reader = createSessionReader(t.context.auth, t.context.database.db);
    expect(await reader.optional(requestWith(user.cookie))).toMatchObject({ id: user.id });
    await revokeSessionsOf(user.id);
    await reader.forgetAll();
    expect(await reader.optional(requestWith(user.cookie))).toBeNull();

    const other = await signUp(t.app);
    const tampered = other.cookie.replace(/session_token=([^.;]+)/, 'session_token=$1x');
    expect(await reader.optional(requestWith(tampered))).toBeNull();
    await expect(reader.required(requestWith(tampered))).rejects.toMatchObject({ statusCode: 401 });
  });

  it('signing out ends the old cookie at once, although it was cached', async () => {
    const user = await signUp(t.app);
    const before = await t.app.inject(as(user, { method: 'GET', url: '/api/me' }));
    expect(before.json().user).toMatchObject({ id: user.id });
    const out = await t.app.inject(as(user, { method: 'POST', url: '/api/auth/sign-out', payload: {} }));
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject(as(user, { method: 'GET', url: '/api/me' }));
    expect(after.json().user).toBeNull();
  });
});

/**
 * docs/engineering.md#sign-in-boundary: a sign-out on one app process ends the session on every other one
 * sharing the database.
 */
describe.each(testDialects().filter((d) => d === 'postgres'))(
  'sign-out across processes on %s',
  (dialect) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(async () => t.close());

    it('a second process that cached the session refuses it once the first has signed it out', async () => {
      const other = await t.secondInstance();
      const user = await signUp(t.app);
      const me = () => other.app.inject(as(user, { method: 'GET', url: '/api/me' }));
      expect((await me()).json().user).toMatchObject({ id: user.id });
      // Cached now: deleting the row behind its back would go unnoticed for SESSION_CACHE_TTL_MS.
      expect((await me()).json().user).toMatchObject({ id: user.id });

      const told = new Promise<void>((resolve) => other.context.sessionNotices.subscribe(() => resolve()));
      const out = await t.app.inject(as(user, { method: 'POST', url: '/api/auth/sign-out', payload: {} }));
      expect(out.statusCode).toBe(200);
      await told;
      expect((await me()).json().user).toBeNull();
      const session = await other.app.inject(as(user, { method: 'GET', url: '/api/auth/get-session' }));
      expect(session.json()).toBeNull();
    });

    it('the notices line is up on both processes (else neither would cache)', async () => {
      const other = await t.secondInstance();
      await expect.poll(() => other.context.sessionNotices.live && t.context.sessionNotices.live).toBe(true);
    });
  },
);

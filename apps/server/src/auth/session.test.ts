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

  it('forgets cached sessions on clear(), and rejects a cookie with a bad signature', async () => {
    const user = await signUp(t.app);
    const reader = createSessionReader(t.context.auth, t.context.database.db);
    expect(await reader.optional(requestWith(user.cookie))).toMatchObject({ id: user.id });
    await revokeSessionsOf(user.id);
    reader.clear();
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

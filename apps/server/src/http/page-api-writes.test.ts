import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutine, enc, signUpPremium, totalXpOf } from '../test/stryd-fixtures';
import { createTestApp, type SignedUpUser, type TestApp, testDialects } from '../test/test-app';
import { pageApi } from './page-api';

const SITE = 'https://stryd.example';

/** A page request as the web app's handler sees it: its method, the viewer's cookie, where it came from. */
function pageRequest(method: string, viewer: SignedUpUser, headers: Record<string, string> = {}) {
  return {
    method,
    ip: '127.0.0.1',
    headers: { cookie: viewer.cookie, host: 'stryd.example', ...headers },
  } as unknown as FastifyRequest;
}

const json = (body: unknown): RequestInit => ({
  method: 'PUT',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe.each(testDialects())('the API of a page request (%s)', (dialect) => {
  let t: TestApp;
  let owner: SignedUpUser;
  let setsPath: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { SITE_URL: SITE });
    owner = await signUpPremium(t);
    await createRoutine(t, owner, 'Leg Day');
    setsPath = `/api/stryds/${owner.id}/${enc('Leg Day')}/sets`;
  });
  afterAll(async () => t.close());

  const posted = { origin: 'null', 'sec-fetch-site': 'same-origin' };
  const tick = { workoutIndex: 0, setIndex: 0, reps: 10, weightKg: 20, seconds: null, distanceM: null };

  it('a drawn page (GET) reads, and refuses to write', async () => {
    const api = pageApi(t.app, pageRequest('GET', owner));
    const me = await api('/api/me', { method: 'GET' });
    expect(me.status).toBe(200);
    await expect(api(`${setsPath}/page-get-0-0`, json(tick))).rejects.toThrow(/reads only/);
  });

  it("a posted page's action writes for its viewer, each write sent and not remembered", async () => {
    const api = pageApi(t.app, pageRequest('POST', owner, posted));
    const before = await totalXpOf(t, owner);
    const logged = await api(`${setsPath}/page-post-0-0`, json(tick));
    expect(logged.status, await logged.clone().text()).toBe(200);
    expect(((await logged.json()) as { set: { id: string } }).set.id).toBe('page-post-0-0');
    expect(await totalXpOf(t, owner)).toBe(before + 10);
    // The same id again is answered with the same set and pays nothing twice (the PUT is idempotent).
    expect((await api(`${setsPath}/page-post-0-0`, json(tick))).status).toBe(200);
    expect(await totalXpOf(t, owner)).toBe(before + 10);

    const removed = await api(`${setsPath}/page-post-0-0`, { method: 'DELETE' });
    expect(((await removed.json()) as { removed: boolean }).removed).toBe(true);
    const again = await api(`${setsPath}/page-post-0-0`, { method: 'DELETE' });
    expect(((await again.json()) as { removed: boolean }).removed).toBe(false);
    expect(await totalXpOf(t, owner)).toBe(before);
  });

  it('a write for a page posted from another site is refused by the cross-site guard', async () => {
    const api = pageApi(t.app, pageRequest('POST', owner, { 'sec-fetch-site': 'cross-site' }));
    const refused = await api(`${setsPath}/page-cross-0-1`, json({ ...tick, setIndex: 1 }));
    expect(refused.status).toBe(403);
    const other = pageApi(t.app, pageRequest('POST', owner, { origin: 'https://evil.example' }));
    expect((await other(`${setsPath}/page-cross-0-1`, json({ ...tick, setIndex: 1 }))).status).toBe(403);
  });

  it('a write is judged by the API as any other: bad values are refused with its words', async () => {
    const api = pageApi(t.app, pageRequest('POST', owner, posted));
    const refused = await api(`${setsPath}/page-bad-0-2`, json({ ...tick, setIndex: 2, reps: -1 }));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Reps must be/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type SignedUpUser, signUp, type TestApp, testDialects } from '../test/test-app';
import { CROSS_SITE_MESSAGE } from './cross-site-guard';

/**
 * docs/engineering.md#sign-in-boundary: a write the browser marks cross-site is refused, for our routes and
 * /api/auth alike.
 */
describe.each(testDialects())('cross-site writes on %s', (dialect) => {
  let t: TestApp;
  let fan: SignedUpUser;
  let star: SignedUpUser;
  beforeAll(async () => {
    t = await createTestApp(dialect, { SITE_URL: 'https://stryd.example' });
    fan = await signUp(t.app);
    star = await signUp(t.app);
  });
  afterAll(async () => t.close());

  const follows = () =>
    t.context.database.db
      .selectFrom('follows')
      .select('followee_id')
      .where('follower_id', '=', fan.id)
      .execute();
  // Only the headers given: no Origin unless the case sends one.
  const follow = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/${star.id}/follow`,
      payload: {},
      headers: { cookie: fan.cookie, ...headers },
    });

  it.each<Record<string, string>>([
    { origin: 'https://evil.example' },
    { origin: 'https://sub.localhost:3000' },
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site', origin: 'http://localhost:3000' },
  ])('refuses a follow sent with %j and follows nobody', async (headers) => {
    const response = await follow(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'CROSS_SITE', message: CROSS_SITE_MESSAGE });
    expect(await follows()).toEqual([]);
  });

  it('refuses a cross-site sign-out: the session keeps working', async () => {
    const out = await t.app.inject(
      as(fan, {
        method: 'POST',
        url: '/api/auth/sign-out',
        payload: {},
        headers: { origin: 'https://evil.example' },
      }),
    );
    expect(out.statusCode).toBe(403);
    const me = await t.app.inject(as(fan, { method: 'GET', url: '/api/me' }));
    expect(me.json().user).toMatchObject({ id: fan.id });
  });

  it.each([
    ['our own page', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }],
    ['the public site address', { origin: 'https://stryd.example' }],
    ['a client outside a browser (no Origin, no Sec-Fetch-Site)', {}],
    // A form on our own page under Referrer-Policy: no-referrer: the browser sends Origin: null.
    ['our own form under no-referrer', { origin: 'null', 'sec-fetch-site': 'same-origin' }],
  ])('lets a follow from %s through', async (_label, headers) => {
    const response = await follow(headers);
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(await follows()).toEqual([{ followee_id: star.id }]);
    await t.app.inject(as(fan, { method: 'POST', url: `/api/users/${star.id}/unfollow`, payload: {} }));
  });

  it('leaves provider webhooks to their signature check', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { origin: 'https://hooks.stripe.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).not.toBe(403);
  });
});

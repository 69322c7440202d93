import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGooglePlayVerifier } from '../../adapters/payments/google-play';
import {
  as,
  createTestApp,
  type SignedUpUser,
  signUp,
  type TestApp,
  testDialects,
} from '../../test/test-app';
import { createPlayRefresher } from './play-refresher.service';
import { type GooglePlayStandIn, PLAY_PACKAGE, startGooglePlayStandIn } from './test/google-play-stand-in';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** A subscriptionsv2 answer for one stryd_monthly line item. */
const answer = (state: string, expiryTime: string) => ({
  subscriptionState: `SUBSCRIPTION_STATE_${state}`,
  acknowledgementState: 'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED',
  lineItems: [{ productId: 'stryd_monthly', expiryTime }],
});

describe.each(testDialects())('Google Play renewal refresher on %s', (dialect) => {
  let play: GooglePlayStandIn;
  let t: TestApp;
  let tokens = 0;

  beforeAll(async () => {
    play = await startGooglePlayStandIn();
    t = await createTestApp(dialect, play.env);
  });
  afterAll(async () => {
    await t.close();
    await play.close();
  });

  const planOf = async (user: SignedUpUser) =>
    (await t.app.inject(as(user, { method: 'GET', url: '/api/me' }))).json().user.userPlan;

  const subscription = (token: string) =>
    t.context.database.db
      .selectFrom('subscriptions')
      .select(['status', 'current_period_end', 'last_event_at'])
      .where('provider', '=', 'google-play')
      .where('external_id', '=', token)
      .executeTakeFirstOrThrow();

  const eventCount = async (token: string) =>
    (
      await t.context.database.db
        .selectFrom('payment_events')
        .select('event_id')
        .where('provider', '=', 'google-play')
        .where('external_id', '=', token)
        .execute()
    ).length;

  const lookups = (token: string) =>
    play.standIn.requests.filter((r) => r.path.endsWith(`/subscriptionsv2/tokens/${token}`)).length;

  /** A Play subscriber the app verified once: ACTIVE until `expiresIn` from now. */
  async function subscriber(expiresIn: number): Promise<{ user: SignedUpUser; token: string }> {
    tokens += 1;
    const token = `tok-refresh-${tokens}`;
    play.serve(token);
    play.states[token] = answer('ACTIVE', iso(expiresIn));
    const user = await signUp(t.app);
    const response = await t.app.inject(
      as(user, {
        method: 'POST',
        url: '/api/payments/verify-google-play',
        payload: {
          purchaseToken: token,
          productId: 'stryd_monthly',
          userId: user.id,
          packageName: PLAY_PACKAGE,
        },
      }),
    );
    expect(response.json()).toMatchObject({ success: true });
    return { user, token };
  }

  it('sees a renewal: the plan stays paid and the period end moves', async () => {
    const { user, token } = await subscriber(-HOUR);
    const renewedUntil = iso(30 * DAY);
    play.states[token] = answer('ACTIVE', renewedUntil);

    const result = await t.playRefresher.runOnce();
    expect(result.changed).toBeGreaterThanOrEqual(1);
    expect(result.failed).toBe(0);
    expect(await subscription(token)).toMatchObject({ status: 'active', current_period_end: renewedUntil });
    expect(await planOf(user)).toBe('stryd-monthly');
  });

  it('returns an expired subscriber to free', async () => {
    const { user, token } = await subscriber(-HOUR);
    expect(await planOf(user)).toBe('stryd-monthly'); // inside the renewal grace
    play.states[token] = answer('EXPIRED', iso(-HOUR));

    await t.playRefresher.runOnce();
    expect((await subscription(token)).status).toBe('expired');
    expect(await planOf(user)).toBe('free');
  });

  it('leaves the state alone when Google fails, goes on with the others and succeeds next round', async () => {
    const failing = await subscriber(-2 * HOUR);
    const healthy = await subscriber(-HOUR);
    const before = await subscription(failing.token);
    play.standIn.handlers[play.lookupKey(failing.token)] = () => ({ status: 503, body: { error: 'down' } });
    const failingRenewedUntil = iso(30 * DAY);
    const healthyRenewedUntil = iso(31 * DAY);
    play.states[failing.token] = answer('ACTIVE', failingRenewedUntil);
    play.states[healthy.token] = answer('ACTIVE', healthyRenewedUntil);

    const first = await t.playRefresher.runOnce();
    expect(first.failed).toBe(1);
    expect(await subscription(failing.token)).toEqual(before);
    expect(await eventCount(failing.token)).toBe(1);
    // The failure came first (earlier period end) and did not stop the round.
    expect((await subscription(healthy.token)).current_period_end).toBe(healthyRenewedUntil);

    play.serve(failing.token);
    const second = await t.playRefresher.runOnce();
    expect(second.failed).toBe(0);
    expect(await subscription(failing.token)).toMatchObject({
      status: 'active',
      current_period_end: failingRenewedUntil,
    });
    expect(await planOf(failing.user)).toBe('stryd-monthly');
  });

  it('applies an unchanged answer once however many rounds see it', async () => {
    // Auto-renew turned off: access runs to the period end, which stays inside the look-ahead.
    const { user, token } = await subscriber(6 * HOUR);
    play.states[token] = answer('CANCELED', iso(6 * HOUR));
    const events = await eventCount(token);
    const asked = lookups(token);

    await t.playRefresher.runOnce();
    await t.playRefresher.runOnce();
    expect(lookups(token) - asked).toBe(2);
    expect(await eventCount(token)).toBe(events + 1);
    expect((await subscription(token)).status).toBe('canceled');
    expect(await planOf(user)).toBe('stryd-monthly');
  });

  it('asks only about subscriptions near their period end (injectable clock)', async () => {
    const { token } = await subscriber(10 * DAY);
    const asked = lookups(token);
    await t.playRefresher.runOnce();
    expect(lookups(token)).toBe(asked);

    const verifier = createGooglePlayVerifier(t.context.config.payments.googlePlay!, t.context.clock);
    const nineDaysOn = createPlayRefresher(t.context.database.db, verifier, t.app.log, {
      now: () => new Date(t.context.clock.now().getTime() + 9.5 * DAY),
    });
    const events = await eventCount(token);
    await nineDaysOn.runOnce();
    expect(lookups(token)).toBe(asked + 1);
    // Same state and expiry as the app's own verification: a duplicate, nothing applied again.
    expect(await eventCount(token)).toBe(events);
  });

  it('polls on its own when started, never overlaps rounds, and stops cleanly', async () => {
    const { token } = await subscriber(-HOUR);
    let inFlight = 0;
    let most = 0;
    play.standIn.handlers[play.lookupKey(token)] = async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 30));
      inFlight -= 1;
      return { body: answer('ACTIVE', iso(-HOUR)) };
    };
    const verifier = createGooglePlayVerifier(t.context.config.payments.googlePlay!, t.context.clock);
    const refresher = createPlayRefresher(t.context.database.db, verifier, t.app.log, t.context.clock, {
      intervalMs: 5,
    });
    refresher.start();
    void refresher.runOnce();
    await vi.waitFor(() => expect(lookups(token)).toBeGreaterThanOrEqual(4), { timeout: 5000 });
    await refresher.stop();
    expect(most).toBe(1);
    const after = lookups(token);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lookups(token)).toBe(after);
  });

  it('does nothing without Google Play', async () => {
    const refresher = createPlayRefresher(t.context.database.db, null, t.app.log, t.context.clock, {
      intervalMs: 5,
    });
    refresher.start();
    expect(await refresher.runOnce()).toEqual({ checked: 0, changed: 0, unchanged: 0, failed: 0 });
    await refresher.stop();
  });
});

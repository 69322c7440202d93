import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock';
import {
  as,
  createTestApp,
  type SignedUpUser,
  signUp,
  type TestApp,
  testDialects,
} from '../../test/test-app';
import { type GooglePlayStandIn, startGooglePlayStandIn } from './test/google-play-stand-in';
import { PROVIDER_SETTINGS, WEBHOOK_SECRETS } from './test/provider-settings';
import { type StandIn, startStandIn } from './test/stand-in';

const DAY = 24 * 60 * 60 * 1000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function planOf(t: TestApp, user: SignedUpUser): Promise<string> {
  return (await t.app.inject(as(user, { method: 'GET', url: '/api/me' }))).json().user.userPlan;
}

async function countEvents(t: TestApp, provider: string): Promise<number> {
  const rows = await t.context.database.db
    .selectFrom('payment_events')
    .select('event_id')
    .where('provider', '=', provider)
    .execute();
  return rows.length;
}

async function subscriptionState(t: TestApp, userId: string) {
  return t.context.database.db
    .selectFrom('subscriptions')
    .select(['status', 'plan_type', 'current_period_end'])
    .where('user_id', '=', userId)
    .execute();
}

const checkout = (t: TestApp, user: SignedUpUser, planType = 'stryd-monthly') =>
  t.app.inject(as(user, { method: 'POST', url: '/api/payments/checkout', payload: { planType } }));

describe.each(testDialects())('Lemon Squeezy (checkout provider) on %s', (dialect) => {
  const SECRET = WEBHOOK_SECRETS.lemonsqueezy;
  let api: StandIn;
  let t: TestApp;
  beforeAll(async () => {
    api = await startStandIn({
      'POST /v1/checkouts': () => ({
        status: 201,
        body: {
          links: { self: 'https://api.lemonsqueezy.com/v1/checkouts/chk_1' },
          data: {
            type: 'checkouts',
            id: 'chk_1',
            attributes: { url: 'https://stryd.lemonsqueezy.com/checkout/buy/chk_1' },
          },
        },
      }),
    });
    t = await createTestApp(dialect, PROVIDER_SETTINGS.lemonsqueezy(api.url));
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  const deliver = (body: string, signature = createHmac('sha256', SECRET).update(body).digest('hex')) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/lemonsqueezy',
      headers: { 'content-type': 'application/json', 'x-signature': signature, 'x-event-name': 'x' },
      payload: body,
    });

  const subscriptionData = (id: string, attributes: Record<string, unknown>) => ({
    type: 'subscriptions',
    id,
    attributes: { store_id: 111, variant_id: 201, trial_ends_at: null, ends_at: null, ...attributes },
  });
  const subscriptionEvent = (
    user: SignedUpUser,
    name: string,
    attributes: Record<string, unknown>,
    id = `sub_${user.id}`,
  ) =>
    JSON.stringify({
      meta: { event_name: name, custom_data: { user_id: user.id } },
      data: subscriptionData(id, attributes),
    });
  /** Lemon Squeezy's own record of a subscription: what its API answers when the server re-reads it. */
  const holds = (id: string, attributes: Record<string, unknown>) => {
    api.resources[`/v1/subscriptions/${id}`] = { data: subscriptionData(id, attributes) };
  };
  /** The subscription changes at Lemon Squeezy, and this webhook tells of the change. */
  const change = (user: SignedUpUser, name: string, attributes: Record<string, unknown>) => {
    holds(`sub_${user.id}`, attributes);
    return subscriptionEvent(user, name, attributes);
  };

  it('creates a JSON:API checkout with store, variant and the user id as custom data', async () => {
    const user = await signUp(t.app);
    const response = await checkout(t, user, 'stryd-quarterly');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      url: 'https://stryd.lemonsqueezy.com/checkout/buy/chk_1',
      provider: 'lemonsqueezy',
    });
    const request = api.requests.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer ls-key');
    expect(request.headers['content-type']).toBe('application/vnd.api+json');
    const body = JSON.parse(request.body);
    expect(body.data.type).toBe('checkouts');
    expect(body.data.relationships.store.data).toEqual({ type: 'stores', id: '111' });
    expect(body.data.relationships.variant.data).toEqual({ type: 'variants', id: '202' });
    expect(body.data.attributes.checkout_data.custom.user_id).toBe(user.id);
    expect(body.data.attributes.product_options.redirect_url).toBe('http://localhost:3000/plan-confirm');
  });

  it('a provider failure is a 502, not a crash', async () => {
    const user = await signUp(t.app);
    const saved = api.handlers;
    api.handlers = {
      'POST /v1/checkouts': () => ({ status: 422, body: { errors: [{ detail: 'bad variant' }] } }),
    };
    const response = await checkout(t, user);
    api.handlers = saved;
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('PAYMENT_PROVIDER_ERROR');
  });

  it('applies signed webhooks once, in order, and rejects forged ones', async () => {
    const user = await signUp(t.app);
    const created = change(user, 'subscription_created', {
      status: 'on_trial',
      trial_ends_at: iso(3 * DAY),
      renews_at: iso(3 * DAY),
      updated_at: iso(-60_000),
    });
    const forged = await deliver(created, createHmac('sha256', 'wrong').update(created).digest('hex'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('INVALID_SIGNATURE');
    expect(await deliver(created, '')).toMatchObject({ statusCode: 400 });
    expect(await countEvents(t, 'lemonsqueezy')).toBe(0);
    expect(await planOf(t, user)).toBe('free');

    const outcomes = [];
    for (let i = 0; i < 3; i += 1) outcomes.push((await deliver(created)).json().outcomes[0]);
    expect(outcomes).toEqual(['created', 'duplicate', 'duplicate']);
    expect(await planOf(t, user)).toBe('stryd-monthly');

    // Cancelled: access until ends_at. Delivered before an older 'updated' that must not undo it: that
    // webhook re-reads the subscription too, so it applies what Lemon Squeezy holds now (cancelled).
    const cancelled = change(user, 'subscription_cancelled', {
      status: 'cancelled',
      ends_at: iso(3 * DAY),
      updated_at: iso(-10_000),
    });
    const olderUpdate = subscriptionEvent(user, 'subscription_updated', {
      status: 'active',
      variant_id: 203,
      renews_at: iso(30 * DAY),
      updated_at: iso(-30_000),
    });
    expect((await deliver(cancelled)).json().outcomes).toEqual(['applied']);
    expect((await deliver(olderUpdate)).json().outcomes).toEqual(['applied']);
    expect(await subscriptionState(t, user.id)).toMatchObject([
      { status: 'canceled', plan_type: 'stryd-monthly' },
    ]);
    expect(await planOf(t, user)).toBe('stryd-monthly');

    const expired = change(user, 'subscription_expired', {
      status: 'expired',
      ends_at: iso(-1000),
      updated_at: iso(0),
    });
    expect((await deliver(expired)).statusCode).toBe(200);
    expect(await planOf(t, user)).toBe('free');
  });

  it('takes the order of same-second events from the subscription Lemon Squeezy holds, not from arrival', async () => {
    const user = await signUp(t.app);
    const id = `sub_same_second_${user.id}`;
    const second = iso(-60_000);
    // What Lemon Squeezy holds once all three happened: the subscription has expired.
    holds(id, { status: 'expired', ends_at: iso(-1000), updated_at: second });
    const event = (name: string, status: string) =>
      subscriptionEvent(user, name, { status, renews_at: iso(30 * DAY), updated_at: second }, id);
    await deliver(event('subscription_created', 'on_trial'));
    await deliver(event('subscription_expired', 'expired'));
    await deliver(event('subscription_updated', 'active'));
    expect(await subscriptionState(t, user.id)).toMatchObject([{ status: 'expired' }]);
    expect(await planOf(t, user)).toBe('free');
  });

  it('acknowledges event types it does not act on', async () => {
    const body = JSON.stringify({ meta: { event_name: 'order_created' }, data: { type: 'orders', id: '1' } });
    const response = await deliver(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcomes: [] });
  });

  it('answers 404 for a provider that is not configured', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/paypal',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe.each(testDialects())('Stripe (card provider) on %s', (dialect) => {
  const SECRET = WEBHOOK_SECRETS.stripe;
  // The app and the times the events name read one clock that stands still: no two reads of it can
  // fall in different seconds (CI once failed when they did). Signatures still use the wall clock.
  const clock = fixedClock(Date.now());
  const unix = (offsetMs: number) => Math.floor((clock.now().getTime() + offsetMs) / 1000);
  let api: StandIn;
  let t: TestApp;
  const stripe = new Stripe('sk_test_offline');
  beforeAll(async () => {
    api = await startStandIn({
      'POST /v1/checkout/sessions': () => ({
        body: {
          id: 'cs_test_1',
          object: 'checkout.session',
          url: 'https://checkout.stripe.com/c/pay/cs_test_1',
        },
      }),
    });
    t = await createTestApp(dialect, PROVIDER_SETTINGS.stripe(api.url), { clock });
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  let sequence = 0;
  const deliver = (type: string, object: Record<string, unknown>, created: number, id?: string) => {
    sequence += 1;
    const payload = JSON.stringify({
      id: id ?? `evt_${sequence}`,
      object: 'event',
      type,
      created,
      data: { object },
    });
    return {
      payload,
      send: (signature = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET })) =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments/webhooks/stripe',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        }),
    };
  };
  /** Stripe's own record of a subscription: what its API answers when the server re-reads it. */
  const holds = (subscription: Record<string, unknown>) => {
    api.resources[`/v1/subscriptions/${subscription.id}`] = subscription;
  };

  it('creates a subscription Checkout Session with the plan price, the user and a 3-day trial', async () => {
    const user = await signUp(t.app);
    const response = await checkout(t, user, 'stryd-annually');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
      provider: 'stripe',
    });
    const request = api.requests.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer sk_test_123');
    const form = new URLSearchParams(request.body);
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('line_items[0][price]')).toBe('price_year');
    expect(form.get('client_reference_id')).toBe(user.id);
    expect(form.get('subscription_data[trial_period_days]')).toBe('3');
    expect(form.get('subscription_data[metadata][user_id]')).toBe(user.id);
    expect(form.get('success_url')).toBe('http://localhost:3000/plan-confirm');
  });

  it('follows checkout, cancel-at-period-end and deletion; forged and repeated events change nothing', async () => {
    const user = await signUp(t.app);
    const subId = `sub_${sequence}_${dialect}`;
    // Read the clock once: computed again at the assertion, it could land in the next second.
    const periodEnd = unix(20 * DAY);
    const subscription = (overrides: Record<string, unknown>) => ({
      id: subId,
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: false,
      metadata: { user_id: user.id, plan_type: 'stryd-monthly' },
      trial_end: null,
      items: { data: [{ price: { id: 'price_month' }, current_period_end: periodEnd }] },
      ...overrides,
    });
    holds(subscription({ status: 'trialing', trial_end: unix(3 * DAY) }));
    const completed = deliver(
      'checkout.session.completed',
      {
        id: 'cs_1',
        object: 'checkout.session',
        mode: 'subscription',
        subscription: subId,
        client_reference_id: user.id,
        metadata: { user_id: user.id, plan_type: 'stryd-monthly' },
      },
      unix(-60_000),
    );
    const forged = await completed.send('t=1,v1=deadbeef');
    expect(forged.statusCode).toBe(400);
    const tampered = stripe.webhooks.generateTestHeaderString({
      payload: completed.payload,
      secret: 'whsec_other',
    });
    expect((await completed.send(tampered)).statusCode).toBe(400);
    expect(await planOf(t, user)).toBe('free');

    const outcomes = [];
    for (let i = 0; i < 3; i += 1) outcomes.push((await completed.send()).json().outcomes[0]);
    expect(outcomes).toEqual(['created', 'duplicate', 'duplicate']);
    expect(await planOf(t, user)).toBe('stryd-monthly');

    // Cancelled at the period end. Delivered before an older 'updated' that must not undo it: that
    // webhook re-reads the subscription too, so it applies what Stripe holds now (cancelling).
    holds(subscription({ cancel_at_period_end: true }));
    const cancel = deliver(
      'customer.subscription.updated',
      subscription({ cancel_at_period_end: true }),
      unix(-10_000),
    );
    const earlierRenewal = deliver('customer.subscription.updated', subscription({}), unix(-30_000));
    expect((await cancel.send()).json().outcomes).toEqual(['applied']);
    expect((await earlierRenewal.send()).json().outcomes).toEqual(['applied']);
    const [state] = await subscriptionState(t, user.id);
    expect(state?.status).toBe('canceled');
    expect(Date.parse(state!.current_period_end!)).toBe(periodEnd * 1000);
    expect(await planOf(t, user)).toBe('stryd-monthly');

    holds(subscription({ status: 'canceled' }));
    const deleted = deliver('customer.subscription.deleted', subscription({ status: 'canceled' }), unix(0));
    expect((await deleted.send()).statusCode).toBe(200);
    expect(await planOf(t, user)).toBe('free');
  });

  it('takes the order of same-second events from the subscription Stripe holds, not from arrival', async () => {
    const user = await signUp(t.app);
    const subId = `sub_same_second_${dialect}`;
    const second = unix(-60_000);
    const subscription = (status: string) => ({
      id: subId,
      object: 'subscription',
      status,
      cancel_at_period_end: false,
      metadata: { user_id: user.id, plan_type: 'stryd-monthly' },
      trial_end: null,
      items: { data: [{ price: { id: 'price_month' }, current_period_end: unix(30 * DAY) }] },
    });
    // What Stripe holds once all three happened: the subscription was deleted.
    holds(subscription('canceled'));
    await deliver('customer.subscription.created', subscription('trialing'), second).send();
    await deliver('customer.subscription.deleted', subscription('canceled'), second + 50).send();
    await deliver('customer.subscription.updated', subscription('active'), second + 50).send();
    expect(await subscriptionState(t, user.id)).toMatchObject([{ status: 'expired' }]);
    expect(await planOf(t, user)).toBe('free');

    // And the other way round: Stripe holds an active subscription, a past-due event arrives last.
    const other = await signUp(t.app);
    const otherId = `sub_same_second_2_${dialect}`;
    const of = (status: string) => ({
      ...subscription(status),
      id: otherId,
      metadata: { user_id: other.id },
    });
    holds(of('active'));
    await deliver('customer.subscription.updated', of('active'), second).send();
    await deliver('customer.subscription.updated', of('past_due'), second).send();
    expect(await subscriptionState(t, other.id)).toMatchObject([{ status: 'active' }]);
  });

  it('a webhook whose subscription Stripe cannot show answers 502 (Stripe retries) and changes nothing', async () => {
    const user = await signUp(t.app);
    const subId = `sub_unknown_${dialect}`;
    const object = { id: subId, object: 'subscription', status: 'active', metadata: { user_id: user.id } };
    const response = await deliver('customer.subscription.created', object, unix(0)).send();
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('PAYMENT_PROVIDER_ERROR');
    expect(await subscriptionState(t, user.id)).toEqual([]);
  });

  it('invoice.payment_failed marks a subscription past due; invoice.paid renews it', async () => {
    const user = await signUp(t.app);
    const subId = `sub_invoice_${dialect}`;
    const quarterly = (status: string, periodEnd: number) => ({
      id: subId,
      object: 'subscription',
      status,
      metadata: { user_id: user.id },
      items: { data: [{ price: { id: 'price_quarter' }, current_period_end: periodEnd }] },
    });
    holds(quarterly('active', unix(-DAY)));
    await deliver('customer.subscription.created', quarterly('active', unix(-DAY)), unix(-5 * DAY)).send();
    holds(quarterly('past_due', unix(-DAY)));
    await deliver(
      'invoice.payment_failed',
      { id: 'in_1', subscription: subId, amount_paid: 0 },
      unix(-4 * DAY),
    ).send();
    expect(await subscriptionState(t, user.id)).toMatchObject([
      { status: 'past_due', plan_type: 'stryd-quarterly' },
    ]);
    expect(await planOf(t, user)).toBe('free');
    holds(quarterly('active', unix(80 * DAY)));
    await deliver(
      'invoice.paid',
      {
        id: 'in_2',
        amount_paid: 1200,
        parent: { subscription_details: { subscription: subId } },
        lines: { data: [{ period: { end: unix(80 * DAY) } }] },
      },
      unix(-DAY),
    ).send();
    expect(await planOf(t, user)).toBe('stryd-quarterly');
  });
});

describe.each(testDialects())('PayPal on %s', (dialect) => {
  let api: StandIn;
  let t: TestApp;
  beforeAll(async () => {
    api = await startStandIn({
      'POST /v1/oauth2/token': () => ({
        body: { access_token: 'pp-token', token_type: 'Bearer', expires_in: 3600 },
      }),
      'POST /v1/billing/subscriptions': () => ({
        status: 201,
        body: {
          id: 'I-SUB1',
          status: 'APPROVAL_PENDING',
          links: [
            { rel: 'approve', href: 'https://www.paypal.com/webapps/billing/subscriptions?ba_token=BA-1' },
            { rel: 'self', href: 'https://api-m.paypal.com/v1/billing/subscriptions/I-SUB1' },
          ],
        },
      }),
      'POST /v1/notifications/verify-webhook-signature': (request) => {
        const body = JSON.parse(request.body);
        const ok = body.transmission_sig === 'good-signature' && body.webhook_id === 'WH-1';
        return { body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
      },
    });
    t = await createTestApp(dialect, PROVIDER_SETTINGS.paypal(api.url));
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  const deliver = (body: Record<string, unknown>, signature = 'good-signature') =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/paypal',
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-1',
        'paypal-transmission-id': 'tx-1',
        'paypal-transmission-sig': signature,
        'paypal-transmission-time': new Date().toISOString(),
      },
      payload: JSON.stringify(body),
    });
  /** PayPal's own record of a subscription: what its API answers when the server re-reads it. */
  const holds = (subscription: Record<string, unknown>) => {
    api.resources[`/v1/billing/subscriptions/${subscription.id}`] = subscription;
  };

  it('creates a subscription for the plan and returns its approve link', async () => {
    const user = await signUp(t.app);
    const response = await checkout(t, user);
    expect(response.statusCode).toBe(201);
    expect(response.json().url).toBe('https://www.paypal.com/webapps/billing/subscriptions?ba_token=BA-1');
    const token = api.requests.find((r) => r.path === '/v1/oauth2/token')!;
    expect(token.headers.authorization).toBe(
      `Basic ${Buffer.from('pp-client:pp-secret').toString('base64')}`,
    );
    const create = api.requests.find((r) => r.path === '/v1/billing/subscriptions')!;
    expect(create.headers.authorization).toBe('Bearer pp-token');
    expect(JSON.parse(create.body)).toMatchObject({ plan_id: 'P-MONTH', custom_id: user.id });
  });

  it('verifies webhooks with PayPal, applies them once, keeps access after cancel, drops it on expiry', async () => {
    const user = await signUp(t.app);
    const resource = (overrides: Record<string, unknown> = {}) => ({
      id: `I-${user.id}`,
      plan_id: 'P-YEAR',
      custom_id: user.id,
      status: 'ACTIVE',
      billing_info: { next_billing_time: iso(3 * DAY) },
      ...overrides,
    });
    const activated = {
      id: `WH-EVT-A-${user.id}`,
      event_type: 'BILLING.SUBSCRIPTION.ACTIVATED',
      create_time: iso(-60_000),
      resource: resource(),
    };
    holds(resource());
    const forged = await deliver(activated, 'forged');
    expect(forged.statusCode).toBe(400);
    expect(await planOf(t, user)).toBe('free');

    const outcomes = [];
    for (let i = 0; i < 3; i += 1) outcomes.push((await deliver(activated)).json().outcomes[0]);
    expect(outcomes).toEqual(['created', 'duplicate', 'duplicate']);
    expect(await planOf(t, user)).toBe('stryd-annually');

    // A failed payment: PayPal keeps the subscription ACTIVE and counts the failures.
    holds(resource({ billing_info: { failed_payments_count: 1, next_billing_time: iso(3 * DAY) } }));
    await deliver({
      id: `WH-EVT-F-${user.id}`,
      event_type: 'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
      create_time: iso(-40_000),
      resource: resource(),
    });
    expect(await subscriptionState(t, user.id)).toMatchObject([{ status: 'past_due' }]);

    holds(resource({ status: 'CANCELLED', billing_info: {} }));
    await deliver({
      id: `WH-EVT-C-${user.id}`,
      event_type: 'BILLING.SUBSCRIPTION.CANCELLED',
      create_time: iso(-30_000),
      resource: resource({ status: 'CANCELLED', billing_info: {} }),
    });
    expect(await subscriptionState(t, user.id)).toMatchObject([{ status: 'canceled' }]);
    expect(await planOf(t, user)).toBe('stryd-annually');

    holds(resource({ status: 'EXPIRED' }));
    await deliver({
      id: `WH-EVT-E-${user.id}`,
      event_type: 'BILLING.SUBSCRIPTION.EXPIRED',
      create_time: iso(0),
      resource: resource({ status: 'EXPIRED' }),
    });
    expect(await planOf(t, user)).toBe('free');
  });

  it('takes the order of same-second events from the subscription PayPal holds, not from arrival', async () => {
    const user = await signUp(t.app);
    const id = `I-SAME-SECOND-${user.id}`;
    const second = iso(-60_000);
    const resource = (status: string) => ({
      id,
      plan_id: 'P-MONTH',
      custom_id: user.id,
      status,
      billing_info: { next_billing_time: iso(30 * DAY) },
    });
    // What PayPal holds once all three happened: the subscription has expired.
    holds(resource('EXPIRED'));
    const event = (type: string, status: string) => ({
      id: `WH-${type}-${user.id}`,
      event_type: type,
      create_time: second,
      resource: resource(status),
    });
    await deliver(event('BILLING.SUBSCRIPTION.ACTIVATED', 'ACTIVE'));
    await deliver(event('BILLING.SUBSCRIPTION.EXPIRED', 'EXPIRED'));
    await deliver(event('BILLING.SUBSCRIPTION.UPDATED', 'ACTIVE'));
    expect(await subscriptionState(t, user.id)).toMatchObject([{ status: 'expired' }]);
    expect(await planOf(t, user)).toBe('free');
  });
});

describe.each(testDialects())('Google Play verification on %s', (dialect) => {
  let play: GooglePlayStandIn;
  let google: StandIn;
  let states: GooglePlayStandIn['states'];
  let t: TestApp;

  beforeAll(async () => {
    play = await startGooglePlayStandIn();
    ({ standIn: google, states } = play);
    for (const token of ['tok-good', 'tok-other', 'tok-expired']) play.serve(token);
    t = await createTestApp(dialect, play.env);
  });
  afterAll(async () => {
    await t.close();
    await play.close();
  });

  const verify = (user: SignedUpUser, body: Record<string, unknown>) =>
    t.app.inject(
      as(user, {
        method: 'POST',
        url: '/api/payments/verify-google-play',
        payload: { productId: 'stryd_monthly', userId: user.id, packageName: 'com.stryd.app', ...body },
      }),
    );

  it('verifies with Google (service-account token), records the plan and acknowledges', async () => {
    const user = await signUp(t.app);
    states['tok-good'] = {
      subscriptionState: 'SUBSCRIPTION_STATE_ACTIVE',
      acknowledgementState: 'ACKNOWLEDGEMENT_STATE_PENDING',
      latestOrderId: 'GPA.1',
      lineItems: [{ productId: 'stryd_monthly', expiryTime: iso(30 * DAY) }],
    };
    const response = await verify(user, { purchaseToken: 'tok-good' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, planType: 'stryd-monthly', error: null });
    expect(await planOf(t, user)).toBe('stryd-monthly');
    expect(google.requests.some((r) => r.path.endsWith('/tokens/tok-good:acknowledge'))).toBe(true);

    // The same purchase token cannot be claimed by a second account.
    const thief = await signUp(t.app);
    expect((await verify(thief, { purchaseToken: 'tok-good' })).json()).toEqual({
      success: false,
      planType: null,
      error: 'This purchase belongs to another account',
    });
    expect(await planOf(t, thief)).toBe('free');
  });

  it('refuses another user id (403), unknown products and expired purchases', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const forbidden = await verify(user, { purchaseToken: 'tok-other', userId: other.id });
    expect(forbidden.statusCode).toBe(403);
    expect(
      (await verify(user, { purchaseToken: 'tok-other', productId: 'stryd-monthly' })).json(),
    ).toMatchObject({
      success: false,
      error: 'Unknown product',
    });
    states['tok-expired'] = {
      subscriptionState: 'SUBSCRIPTION_STATE_EXPIRED',
      acknowledgementState: 'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED',
      lineItems: [{ productId: 'stryd_monthly', expiryTime: iso(-DAY) }],
    };
    expect((await verify(user, { purchaseToken: 'tok-expired' })).json()).toMatchObject({ success: false });
    expect((await verify(user, { purchaseToken: 'tok-missing' })).json()).toMatchObject({ success: false });
    expect(await planOf(t, user)).toBe('free');
  });
});

import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app';
import { PAYPAL_TOKEN, PROVIDER_SETTINGS, WEBHOOK_SECRETS } from './test/provider-settings';
import { type StandIn, startStandIn } from './test/stand-in';

const { lemonsqueezy: LS_SECRET, stripe: STRIPE_SECRET } = WEBHOOK_SECRETS;
const stripe = new Stripe('sk_test_offline');

/** Each provider's way of signing a body so that its signature check passes. */
const signers: Record<string, (body: string) => Record<string, string>> = {
  stripe: (payload) => ({
    'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_SECRET }),
  }),
  lemonsqueezy: (body) => ({ 'x-signature': createHmac('sha256', LS_SECRET).update(body).digest('hex') }),
  paypal: () => ({
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-1',
    'paypal-transmission-id': 'tx-1',
    'paypal-transmission-sig': 'good-signature',
    'paypal-transmission-time': new Date().toISOString(),
  }),
};

const now = Math.floor(Date.now() / 1000);
/** Signed bodies that are not a usable event of any provider. */
const COMMON_BODIES = ['null', '[]', '{"meta":null}', '{}', '"text"', '42', 'true', 'not json', ''];
const PROVIDER_BODIES: Record<string, string[]> = {
  stripe: [
    JSON.stringify({ id: 'evt_1', type: 'customer.subscription.updated', created: now, data: null }),
    JSON.stringify({ id: 'evt_2', type: 'customer.subscription.updated', created: now }),
    JSON.stringify({ id: 5, type: 'invoice.paid', created: now, data: { object: {} } }),
    JSON.stringify({ id: 'evt_3', type: 'invoice.paid', created: 1e20, data: { object: {} } }),
  ],
  lemonsqueezy: [
    JSON.stringify({ meta: { event_name: 'subscription_updated' }, data: null }),
    JSON.stringify({ meta: { event_name: 5 }, data: { type: 'subscriptions', id: '1' } }),
    JSON.stringify({ meta: [], data: { type: 'subscriptions', id: '1' } }),
  ],
  paypal: [
    JSON.stringify({ id: 'WH-1', event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource: null }),
    JSON.stringify({ id: null, event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource: {} }),
    JSON.stringify({ id: 'WH-2', resource: {} }),
  ],
};

describe.each(testDialects())('webhooks with a valid signature and a malformed body on %s', (dialect) => {
  let api: StandIn;
  let t: TestApp;
  beforeAll(async () => {
    api = await startStandIn({
      ...PAYPAL_TOKEN,
      'POST /v1/notifications/verify-webhook-signature': () => ({
        body: { verification_status: 'SUCCESS' },
      }),
    });
    t = await createTestApp(dialect, {
      ...PROVIDER_SETTINGS.lemonsqueezy(api.url),
      ...PROVIDER_SETTINGS.stripe(api.url),
      ...PROVIDER_SETTINGS.paypal(api.url),
    });
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  it.each(Object.keys(signers))('%s answers 400 {code,message} and records nothing', async (provider) => {
    for (const body of [...COMMON_BODIES, ...(PROVIDER_BODIES[provider] ?? [])]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/payments/webhooks/${provider}`,
        headers: { 'content-type': 'application/json', ...signers[provider]!(body) },
        payload: body,
      });
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect(response.json()).toEqual({ code: 'INVALID_WEBHOOK', message: expect.any(String) });
    }
    const events = await t.context.database.db.selectFrom('payment_events').select('event_id').execute();
    const subscriptions = await t.context.database.db.selectFrom('subscriptions').select('id').execute();
    expect({ events, subscriptions }).toEqual({ events: [], subscriptions: [] });
  });
});

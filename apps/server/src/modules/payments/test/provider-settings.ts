import type { ProviderName } from '../../../adapters/payments/payment-provider';
import type { SignedUpUser, TestApp } from '../../../test/test-app';
import { applyEvent } from '../subscription-ledger.service';

/** The secrets the stand-ins' webhooks are signed with (PayPal verifies by calling its API instead). */
export const WEBHOOK_SECRETS = { stripe: 'whsec_test_secret', lemonsqueezy: 'ls-webhook-secret' } as const;

/** The settings that make each hosted provider sell through a stand-in of its API at `url`. */
export const PROVIDER_SETTINGS = {
  stripe: (url: string) => ({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRETS.stripe,
    STRIPE_PRICE_MONTHLY: 'price_month',
    STRIPE_PRICE_QUARTERLY: 'price_quarter',
    STRIPE_PRICE_ANNUALLY: 'price_year',
    STRIPE_API_HOST: url,
  }),
  lemonsqueezy: (url: string) => ({
    LEMONSQUEEZY_API_KEY: 'ls-key',
    LEMONSQUEEZY_STORE_ID: '111',
    LEMONSQUEEZY_VARIANT_MONTHLY: '201',
    LEMONSQUEEZY_VARIANT_QUARTERLY: '202',
    LEMONSQUEEZY_VARIANT_ANNUALLY: '203',
    LEMONSQUEEZY_WEBHOOK_SECRET: WEBHOOK_SECRETS.lemonsqueezy,
    LEMONSQUEEZY_API_URL: url,
  }),
  paypal: (url: string) => ({
    PAYPAL_CLIENT_ID: 'pp-client',
    PAYPAL_SECRET: 'pp-secret',
    PAYPAL_WEBHOOK_ID: 'WH-1',
    PAYPAL_PLAN_MONTHLY: 'P-MONTH',
    PAYPAL_PLAN_QUARTERLY: 'P-QUARTER',
    PAYPAL_PLAN_ANNUALLY: 'P-YEAR',
    PAYPAL_API_URL: url,
  }),
};

/** PayPal's token endpoint, which every PayPal call needs first. */
export const PAYPAL_TOKEN = {
  'POST /v1/oauth2/token': () => ({ body: { access_token: 'pp-token', expires_in: 3600 } }),
};

const DAY = 24 * 60 * 60 * 1000;
let serial = 0;

/**
 * A monthly subscription recorded for `user` as its provider's first event would record it: active (or
 * cancelled) to `periodEnd` (20 days ahead unless given), or expired. Answers its provider id.
 */
export async function recordSubscription(
  t: TestApp,
  user: SignedUpUser,
  provider: ProviderName,
  options: { externalId?: string; status?: 'active' | 'canceled' | 'expired'; periodEnd?: Date } = {},
): Promise<string> {
  serial += 1;
  const status = options.status ?? 'active';
  const externalId = options.externalId ?? `sub_recorded_${serial}`;
  const now = t.context.clock.now();
  await applyEvent(
    t.context.database.db,
    {
      provider,
      eventId: `evt_recorded_${serial}`,
      type: 'test',
      occurredAt: new Date(now.getTime() - DAY),
      externalId,
      userId: user.id,
      planType: 'stryd-monthly',
      status,
      periodEnd: options.periodEnd ?? new Date(now.getTime() + (status === 'expired' ? -1 : 20) * DAY),
    },
    now,
  );
  return externalId;
}

import { z } from 'zod';
import type { Clock } from '../../clock';
import type { PaymentsConfig } from '../../config';
import {
  header,
  jsonObject,
  knownState,
  obj,
  type PaymentProvider,
  PaymentProviderError,
  parseJson,
  planForId,
  providerFetch,
  readEnvelope,
  type SubscriptionControls,
  type SubscriptionSnapshot,
  type SubscriptionStatus,
  snapshotEvent,
  str,
  toDate,
  WebhookSignatureError,
} from './payment-provider';

type PayPalConfig = NonNullable<PaymentsConfig['paypal']>;

/** What a PayPal webhook event must carry. */
const payPalEvent = z.looseObject({
  id: z.string().min(1),
  event_type: z.string().min(1),
  resource: jsonObject,
});

/** The webhook event types that mean a subscription changed (its state is then read from PayPal). */
const SUBSCRIPTION_EVENTS = new Set([
  'BILLING.SUBSCRIPTION.ACTIVATED',
  'BILLING.SUBSCRIPTION.RE-ACTIVATED',
  'BILLING.SUBSCRIPTION.UPDATED',
  'BILLING.SUBSCRIPTION.CANCELLED',
  'BILLING.SUBSCRIPTION.EXPIRED',
  'BILLING.SUBSCRIPTION.SUSPENDED',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
  'PAYMENT.SALE.COMPLETED',
]);

/** PayPal subscription statuses → ours; APPROVAL_PENDING and APPROVED are not paid for yet. */
const STATUS: Record<string, SubscriptionStatus> = {
  ACTIVE: 'active',
  CANCELLED: 'canceled',
  EXPIRED: 'expired',
  SUSPENDED: 'expired',
};

/** A subscription as PayPal holds it, in our terms; null for states that grant nothing yet. */
function snapshotOf(
  subscription: Record<string, unknown>,
  config: PayPalConfig,
): SubscriptionSnapshot | null {
  const known = STATUS[str(subscription.status) ?? ''];
  if (!known) return null;
  const billing = obj(subscription.billing_info);
  // An active subscription whose last payments failed (PayPal resets the count on a payment).
  const failed = typeof billing.failed_payments_count === 'number' && billing.failed_payments_count > 0;
  const status = known === 'active' && failed ? 'past_due' : known;
  const userId = str(subscription.custom_id);
  const planType = planForId(config.plans, subscription.plan_id);
  const nextBilling = toDate(billing.next_billing_time);
  return {
    ...(userId ? { userId } : {}),
    ...(planType ? { planType } : {}),
    status,
    // A cancelled subscription keeps what we know of its paid period; others move it forward.
    ...(nextBilling && known === 'active' ? { periodEnd: nextBilling } : {}),
  };
}

/** The link PayPal sends the buyer to for approval, if its answer has one. */
function approveLink(answer: Record<string, unknown>): string | undefined {
  const links = Array.isArray(answer.links) ? answer.links.map(obj) : [];
  return str(links.find((link) => link.rel === 'approve')?.href);
}

/**
 * PayPal Subscriptions: one PayPal plan per plan type (its billing cycles hold the 3-day trial); create
 * a subscription with our user id as custom_id and send the buyer to its approve link. Webhooks are
 * verified by PayPal's own verify-webhook-signature API.
 */
export function createPayPalProvider(config: PayPalConfig, clock: Clock): PaymentProvider {
  let token: { value: string; expiresAt: number } | null = null;

  // The access token's lifetime is PayPal's clock, not product time: measured on the wall clock.
  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.secret}`).toString('base64');
    const answer = await providerFetch(
      `${config.apiUrl}/v1/oauth2/token`,
      {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      },
      'PayPal token',
    );
    const value = str(answer.access_token);
    if (!value) throw new PaymentProviderError('PayPal token: no access_token in the answer');
    const seconds = typeof answer.expires_in === 'number' ? answer.expires_in : 300;
    token = { value, expiresAt: Date.now() + seconds * 1000 };
    return value;
  }

  const call = async (path: string, body: unknown, what: string) =>
    providerFetch(
      `${config.apiUrl}${path}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
      what,
    );

  /** The subscription as PayPal holds it now (webhooks only tell us which one changed). */
  const retrieve = async (id: string) =>
    providerFetch(
      `${config.apiUrl}/v1/billing/subscriptions/${encodeURIComponent(id)}`,
      { method: 'GET', headers: { authorization: `Bearer ${await accessToken()}` } },
      `PayPal subscription ${id}`,
    );

  const controls: SubscriptionControls = {
    // PayPal cancels at once, but the period paid for stays ours: the re-read keeps its known end.
    async cancel({ externalId }) {
      await call(
        `/v1/billing/subscriptions/${encodeURIComponent(externalId)}/cancel`,
        { reason: 'Cancelled by the subscriber in Stryd' },
        `PayPal cancel ${externalId}`,
      );
      return knownState(snapshotOf(await retrieve(externalId), config), `PayPal subscription ${externalId}`);
    },
    // No resume: PayPal cannot reactivate a cancelled subscription (only a suspended one).
    async switchPlan({ externalId }, planType) {
      const what = `PayPal revise ${externalId}`;
      const answer = await call(
        `/v1/billing/subscriptions/${encodeURIComponent(externalId)}/revise`,
        { plan_id: config.plans[planType] },
        what,
      );
      // PayPal's own plan change; the buyer approves it at PayPal, and its webhook brings the new plan.
      const approvalUrl = approveLink(answer);
      if (approvalUrl) return { approvalUrl };
      return knownState(snapshotOf(await retrieve(externalId), config), what);
    },
  };

  return {
    name: 'paypal',
    controls,
    async createCheckout({ userId, planType, successUrl, cancelUrl }) {
      const answer = await call(
        '/v1/billing/subscriptions',
        {
          plan_id: config.plans[planType],
          custom_id: userId,
          application_context: {
            brand_name: 'Stryd',
            user_action: 'SUBSCRIBE_NOW',
            shipping_preference: 'NO_SHIPPING',
            return_url: successUrl,
            cancel_url: cancelUrl,
          },
        },
        'PayPal subscription',
      );
      const approve = approveLink(answer);
      if (!approve) throw new PaymentProviderError('PayPal subscription: no approve link in the answer');
      return { url: approve };
    },
    async parseWebhook(rawBody, headers) {
      // Checked before PayPal is asked to verify it: a body that is no event is refused either way.
      const event = readEnvelope(payPalEvent, parseJson(rawBody), 'PayPal');
      const fields = {
        auth_algo: header(headers, 'paypal-auth-algo'),
        cert_url: header(headers, 'paypal-cert-url'),
        transmission_id: header(headers, 'paypal-transmission-id'),
        transmission_sig: header(headers, 'paypal-transmission-sig'),
        transmission_time: header(headers, 'paypal-transmission-time'),
      };
      if (Object.values(fields).some((v) => !v)) {
        throw new WebhookSignatureError('PayPal transmission headers are missing.');
      }
      const verdict = await call(
        '/v1/notifications/verify-webhook-signature',
        { ...fields, webhook_id: config.webhookId, webhook_event: event },
        'PayPal webhook verification',
      );
      if (verdict.verification_status !== 'SUCCESS') {
        throw new WebhookSignatureError('PayPal did not verify the webhook signature.');
      }
      const type = event.event_type;
      if (!SUBSCRIPTION_EVENTS.has(type)) return [];
      const resource = event.resource;
      const externalId =
        type === 'PAYMENT.SALE.COMPLETED' ? str(resource.billing_agreement_id) : str(resource.id);
      if (!externalId) return [];
      const snapshot = snapshotOf(await retrieve(externalId), config);
      if (!snapshot) return [];
      const userId = str(resource.custom_id) ?? str(resource.custom);
      const ref = { provider: 'paypal' as const, eventId: event.id, type, externalId };
      return [snapshotEvent({ ...ref, ...(userId ? { userId } : {}) }, snapshot, clock.now())];
    },
  };
}

import type { PaymentsConfig } from '../../config';
import {
  header,
  type NormalizedEvent,
  obj,
  type PaymentProvider,
  PaymentProviderError,
  parseJson,
  planForId,
  providerFetch,
  type SubscriptionStatus,
  str,
  toDate,
  WebhookSignatureError,
} from './payment-provider';

type PayPalConfig = NonNullable<PaymentsConfig['paypal']>;

/** PayPal webhook event types → our status. */
const EVENT_STATUS: Record<string, SubscriptionStatus> = {
  'BILLING.SUBSCRIPTION.ACTIVATED': 'active',
  'BILLING.SUBSCRIPTION.RE-ACTIVATED': 'active',
  'BILLING.SUBSCRIPTION.UPDATED': 'active',
  'BILLING.SUBSCRIPTION.CANCELLED': 'canceled',
  'BILLING.SUBSCRIPTION.EXPIRED': 'expired',
  'BILLING.SUBSCRIPTION.SUSPENDED': 'expired',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED': 'past_due',
  'PAYMENT.SALE.COMPLETED': 'active',
};

/**
 * PayPal Subscriptions: one PayPal plan per plan type (its billing cycles hold the 3-day trial); create
 * a subscription with our user id as custom_id and send the buyer to its approve link. Webhooks are
 * verified by PayPal's own verify-webhook-signature API.
 */
export function createPayPalProvider(config: PayPalConfig): PaymentProvider {
  let token: { value: string; expiresAt: number } | null = null;

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

  return {
    name: 'paypal',
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
      const links = Array.isArray(answer.links) ? answer.links.map(obj) : [];
      const approve = str(links.find((link) => link.rel === 'approve')?.href);
      if (!approve) throw new PaymentProviderError('PayPal subscription: no approve link in the answer');
      return { url: approve };
    },
    async parseWebhook(rawBody, headers) {
      const event = parseJson(rawBody);
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
      const type = str(event.event_type) ?? '';
      const status = EVENT_STATUS[type];
      const resource = obj(event.resource);
      const eventId = str(event.id);
      if (!status || !eventId) return [];
      const isSale = type === 'PAYMENT.SALE.COMPLETED';
      const externalId = isSale ? str(resource.billing_agreement_id) : str(resource.id);
      if (!externalId) return [];
      const userId = str(resource.custom_id) ?? str(resource.custom);
      const planType = isSale ? undefined : planForId(config.plans, resource.plan_id);
      const nextBilling = toDate(obj(resource.billing_info).next_billing_time);
      const result: NormalizedEvent = {
        provider: 'paypal',
        eventId,
        type,
        occurredAt: toDate(event.create_time) ?? toDate(resource.update_time) ?? new Date(),
        externalId,
        ...(userId ? { userId } : {}),
        ...(planType ? { planType } : {}),
        status,
        // A cancelled subscription keeps what we know of its paid period; others move it forward.
        ...(nextBilling && status !== 'canceled' && status !== 'expired' ? { periodEnd: nextBilling } : {}),
      };
      return [result];
    },
  };
}

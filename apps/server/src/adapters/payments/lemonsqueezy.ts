import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
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

type LemonSqueezyConfig = NonNullable<PaymentsConfig['lemonSqueezy']>;

const JSON_API = 'application/vnd.api+json';

/** Lemon Squeezy subscription statuses → ours. */
const STATUS: Record<string, SubscriptionStatus> = {
  on_trial: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  cancelled: 'canceled',
  paused: 'expired',
  expired: 'expired',
};

/**
 * The subscription checkout provider (Lemon Squeezy API shape, SPEC §7): a JSON:API checkout with the
 * store and the plan's variant, our user id as custom data; the browser goes to data.attributes.url.
 * Webhooks carry X-Signature = hex HMAC-SHA256 of the raw body with the signing secret.
 */
export function createLemonSqueezyProvider(config: LemonSqueezyConfig): PaymentProvider {
  return {
    name: 'lemonsqueezy',
    async createCheckout({ userId, email, planType, successUrl }) {
      const body = {
        data: {
          type: 'checkouts',
          attributes: {
            checkout_data: { email, custom: { user_id: userId, plan_type: planType } },
            product_options: { redirect_url: successUrl },
          },
          relationships: {
            store: { data: { type: 'stores', id: config.storeId } },
            variant: { data: { type: 'variants', id: config.variants[planType] } },
          },
        },
      };
      const answer = await providerFetch(
        `${config.apiUrl}/v1/checkouts`,
        {
          method: 'POST',
          headers: {
            accept: JSON_API,
            'content-type': JSON_API,
            authorization: `Bearer ${config.apiKey}`,
          },
          body: JSON.stringify(body),
        },
        'Lemon Squeezy checkout',
      );
      const url = str(obj(obj(answer.data).attributes).url);
      if (!url)
        throw new PaymentProviderError('Lemon Squeezy checkout: no data.attributes.url in the answer');
      return { url };
    },
    async parseWebhook(rawBody, headers) {
      const signature = header(headers, 'x-signature') ?? '';
      const expected = createHmac('sha256', config.webhookSecret).update(rawBody).digest('hex');
      const given = Buffer.from(signature, 'utf8');
      const wanted = Buffer.from(expected, 'utf8');
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
        throw new WebhookSignatureError('X-Signature does not match the body.');
      }
      const payload = parseJson(rawBody);
      const meta = obj(payload.meta);
      const eventName = str(meta.event_name) ?? header(headers, 'x-event-name') ?? '';
      const custom = obj(meta.custom_data);
      const data = obj(payload.data);
      const attributes = obj(data.attributes);
      // Lemon Squeezy sends no event id; a redelivery repeats the body byte for byte.
      const eventId = `${eventName}:${createHash('sha256').update(rawBody).digest('hex')}`;
      const userId = str(custom.user_id);
      const base = {
        provider: 'lemonsqueezy' as const,
        eventId,
        type: eventName,
        ...(userId ? { userId } : {}),
      };

      if (data.type === 'subscriptions' && eventName.startsWith('subscription_')) {
        const status = STATUS[str(attributes.status) ?? ''];
        const externalId = str(data.id);
        if (!status || !externalId) return [];
        const planType = planForId(config.variants, attributes.variant_id);
        const event: NormalizedEvent = {
          ...base,
          occurredAt: toDate(attributes.updated_at) ?? new Date(),
          externalId,
          ...(planType ? { planType } : {}),
          status,
          trialEndsAt: toDate(attributes.trial_ends_at),
          periodEnd:
            status === 'canceled' || status === 'expired'
              ? (toDate(attributes.ends_at) ?? toDate(attributes.renews_at))
              : toDate(attributes.renews_at),
        };
        return [event];
      }
      if (
        data.type === 'subscription-invoices' &&
        (eventName === 'subscription_payment_success' || eventName === 'subscription_payment_failed')
      ) {
        const externalId = str(attributes.subscription_id);
        if (!externalId) return [];
        return [
          {
            ...base,
            occurredAt: toDate(attributes.updated_at) ?? toDate(attributes.created_at) ?? new Date(),
            externalId,
            status: eventName === 'subscription_payment_success' ? 'active' : 'past_due',
          },
        ];
      }
      return [];
    },
  };
}

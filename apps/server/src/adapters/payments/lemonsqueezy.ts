import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
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

type LemonSqueezyConfig = NonNullable<PaymentsConfig['lemonSqueezy']>;

const JSON_API = 'application/vnd.api+json';

/** What a Lemon Squeezy webhook must carry (JSON:API: meta plus one resource in data). */
const lemonSqueezyEvent = z.object({
  meta: z.object({ event_name: z.string().optional(), custom_data: jsonObject.nullish() }),
  data: z.object({
    type: z.string(),
    id: z.union([z.string(), z.number()]).optional(),
    attributes: jsonObject.optional(),
  }),
});

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

/** The subscription a webhook's resource is, or belongs to (its invoices). */
function subscriptionIdOf(data: z.infer<typeof lemonSqueezyEvent>['data']): string | undefined {
  if (data.type === 'subscriptions') return str(data.id);
  if (data.type === 'subscription-invoices') return str(obj(data.attributes).subscription_id);
  return undefined;
}

/** A subscription's attributes as Lemon Squeezy holds them, in our terms; null for unknown states. */
function snapshotOf(
  attributes: Record<string, unknown>,
  config: LemonSqueezyConfig,
): SubscriptionSnapshot | null {
  const status = STATUS[str(attributes.status) ?? ''];
  if (!status) return null;
  const planType = planForId(config.variants, attributes.variant_id);
  return {
    ...(planType ? { planType } : {}),
    status,
    trialEndsAt: toDate(attributes.trial_ends_at),
    periodEnd:
      status === 'canceled' || status === 'expired'
        ? (toDate(attributes.ends_at) ?? toDate(attributes.renews_at))
        : toDate(attributes.renews_at),
  };
}

/** Lemon Squeezy's ids are numbers; the setting is text. */
const variantNumber = (id: string) => (/^\d+$/.test(id) ? Number(id) : id);

/**
 * The subscription checkout provider (Lemon Squeezy API shape, docs/engineering.md#stack): a JSON:API
 * checkout with the store and the plan's variant, our user id as custom data; the browser goes to
 * data.attributes.url. Webhooks carry X-Signature = hex HMAC-SHA256 of the raw body with the signing secret.
 */
export function createLemonSqueezyProvider(config: LemonSqueezyConfig, clock: Clock): PaymentProvider {
  const apiHeaders = { accept: JSON_API, authorization: `Bearer ${config.apiKey}` };
  /** The subscription's attributes as Lemon Squeezy holds them now. */
  const retrieve = async (id: string) => {
    const answer = await providerFetch(
      `${config.apiUrl}/v1/subscriptions/${encodeURIComponent(id)}`,
      { method: 'GET', headers: apiHeaders },
      `Lemon Squeezy subscription ${id}`,
    );
    return obj(obj(answer.data).attributes);
  };
  /** PATCH /v1/subscriptions/{id}: changes it and answers the state Lemon Squeezy holds afterwards. */
  const patch = async (id: string, attributes: Record<string, unknown>) => {
    const what = `Lemon Squeezy subscription ${id}`;
    const answer = await providerFetch(
      `${config.apiUrl}/v1/subscriptions/${encodeURIComponent(id)}`,
      {
        method: 'PATCH',
        headers: { ...apiHeaders, 'content-type': JSON_API },
        body: JSON.stringify({ data: { type: 'subscriptions', id, attributes } }),
      },
      what,
    );
    return knownState(snapshotOf(obj(obj(answer.data).attributes), config), what);
  };
  const controls: SubscriptionControls = {
    // `cancelled: true` stops renewals (access until ends_at); false resumes before ends_at.
    cancel: ({ externalId }) => patch(externalId, { cancelled: true }),
    resume: ({ externalId }) => patch(externalId, { cancelled: false }),
    // Lemon Squeezy's own plan change: the subscription moves to the plan's variant (prorated).
    switchPlan: ({ externalId }, planType) =>
      patch(externalId, { variant_id: variantNumber(config.variants[planType]) }),
  };
  return {
    name: 'lemonsqueezy',
    controls,
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
          headers: { ...apiHeaders, 'content-type': JSON_API },
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
      const { meta, data } = readEnvelope(lemonSqueezyEvent, parseJson(rawBody), 'Lemon Squeezy');
      const eventName = str(meta.event_name) ?? header(headers, 'x-event-name') ?? '';
      const externalId = eventName.startsWith('subscription_') ? subscriptionIdOf(data) : undefined;
      if (!externalId) return [];
      const snapshot = snapshotOf(await retrieve(externalId), config);
      if (!snapshot) return [];
      // Lemon Squeezy sends no event id; a redelivery repeats the body byte for byte.
      const eventId = `${eventName}:${createHash('sha256').update(rawBody).digest('hex')}`;
      // The subscription does not carry the checkout's custom data: the webhook names the user.
      const userId = str(obj(meta.custom_data).user_id);
      const ref = { provider: 'lemonsqueezy' as const, eventId, type: eventName, externalId };
      return [snapshotEvent({ ...ref, ...(userId ? { userId } : {}) }, snapshot, clock.now())];
    },
  };
}

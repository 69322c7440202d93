import type Stripe from 'stripe';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { PaymentsConfig } from '../../config';
import { loadOnce } from '../load-once';
import {
  header,
  jsonObject,
  knownState,
  obj,
  type PaymentProvider,
  PaymentProviderError,
  readEnvelope,
  type SubscriptionControls,
  snapshotEvent,
  WebhookPayloadError,
  WebhookSignatureError,
} from './payment-provider';
import { firstItemId, stripeSnapshot, subscriptionOfEvent } from './stripe-subscription';

type StripeConfig = NonNullable<PaymentsConfig['stripe']>;

/**
 * What a Stripe event must carry. `created` (seconds) is checked but not used for ordering: the
 * subscription is re-read instead.
 */
const stripeEvent = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int().min(0).max(253_402_300_799),
  data: z.object({ object: jsonObject }),
});

async function clientFor(config: StripeConfig, timeoutMs: number): Promise<Stripe> {
  const { default: StripeClient } = await import('stripe');
  const host = config.apiHost ? new URL(config.apiHost) : null;
  return new StripeClient(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: timeoutMs,
    telemetry: false,
    ...(host
      ? {
          host: host.hostname,
          port: host.port || (host.protocol === 'http:' ? 80 : 443),
          protocol: host.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/**
 * The card provider: Stripe Checkout in subscription mode (price per plan, 3-day trial, our user id as
 * client_reference_id and subscription metadata); webhooks verified with stripe.webhooks.constructEvent.
 */
export function createStripeProvider(
  config: StripeConfig,
  trialDays: number,
  clock: Clock,
  timeoutMs = 15_000,
): PaymentProvider {
  const client = loadOnce(() => clientFor(config, timeoutMs));
  /** The subscription as Stripe holds it now (webhooks only tell us which one changed). */
  const retrieve = async (id: string): Promise<Record<string, unknown>> => {
    try {
      const stripe = await client();
      return obj(await stripe.subscriptions.retrieve(id));
    } catch (error) {
      throw new PaymentProviderError(`Stripe subscription ${id}: ${(error as Error).message}`);
    }
  };
  /** Changes a subscription at Stripe and answers the state Stripe holds afterwards. */
  const update = async (id: string, params: Stripe.SubscriptionUpdateParams) => {
    let answer: Record<string, unknown>;
    try {
      const stripe = await client();
      answer = obj(await stripe.subscriptions.update(id, params));
    } catch (error) {
      throw new PaymentProviderError(`Stripe subscription ${id}: ${(error as Error).message}`);
    }
    return knownState(stripeSnapshot(answer, config.prices), `Stripe subscription ${id}`);
  };
  const controls: SubscriptionControls = {
    cancel: ({ externalId }) => update(externalId, { cancel_at_period_end: true }),
    resume: ({ externalId }) => update(externalId, { cancel_at_period_end: false }),
    async switchPlan({ externalId }, planType) {
      // Stripe's own plan change: the subscription's one item gets the new price, prorated.
      const item = firstItemId(await retrieve(externalId));
      if (!item) throw new PaymentProviderError(`Stripe subscription ${externalId}: no item to change`);
      return update(externalId, {
        items: [{ id: item, price: config.prices[planType] }],
        proration_behavior: 'create_prorations',
        metadata: { plan_type: planType },
      });
    },
  };
  return {
    name: 'stripe',
    controls,
    async createCheckout({ userId, email, planType, trial, successUrl, cancelUrl }) {
      let session: { url?: string | null };
      try {
        const stripe = await client();
        session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: config.prices[planType], quantity: 1 }],
          client_reference_id: userId,
          customer_email: email,
          metadata: { user_id: userId, plan_type: planType },
          subscription_data: {
            ...(trial ? { trial_period_days: trialDays } : {}),
            metadata: { user_id: userId, plan_type: planType },
          },
          success_url: successUrl,
          cancel_url: cancelUrl,
        });
      } catch (error) {
        throw new PaymentProviderError(`Stripe checkout: ${(error as Error).message}`);
      }
      if (!session.url) throw new PaymentProviderError('Stripe checkout: the session has no url');
      return { url: session.url };
    },
    async parseWebhook(rawBody, headers) {
      const stripe = await client();
      let verified: unknown;
      try {
        verified = stripe.webhooks.constructEvent(
          rawBody,
          header(headers, 'stripe-signature') ?? '',
          config.webhookSecret,
        );
      } catch (error) {
        // The library checks the signature before it parses: a signed body that is not JSON lands here.
        if (error instanceof SyntaxError) throw new WebhookPayloadError('The webhook body is not JSON.');
        throw new WebhookSignatureError((error as Error).message);
      }
      const event = readEnvelope(stripeEvent, verified, 'Stripe');
      const ref = subscriptionOfEvent(event.type, event.data.object);
      if (!ref) return [];
      const subscription = await retrieve(ref.externalId);
      const snapshot = stripeSnapshot(subscription, config.prices);
      if (!snapshot) return [];
      return [
        snapshotEvent(
          { provider: 'stripe', eventId: event.id, type: event.type, ...ref },
          snapshot,
          clock.now(),
        ),
      ];
    },
  };
}

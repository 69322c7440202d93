import { isPaidPlan } from '@stryd/domain';
import type Stripe from 'stripe';
import type { PaymentsConfig } from '../../config';
import { loadOnce } from '../load-once';
import {
  header,
  type NormalizedEvent,
  obj,
  type PaymentProvider,
  PaymentProviderError,
  planForId,
  type SubscriptionStatus,
  str,
  toDate,
  WebhookSignatureError,
} from './payment-provider';

type StripeConfig = NonNullable<PaymentsConfig['stripe']>;

/** Stripe subscription statuses → ours (a Stripe 'canceled' subscription has ended). */
const STATUS: Record<string, SubscriptionStatus> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'expired',
  incomplete_expired: 'expired',
  paused: 'expired',
};

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

/** A subscription's period end: on the subscription in older API versions, on its items in newer ones. */
function periodEndOf(subscription: Record<string, unknown>): Date | null {
  const direct = toDate(subscription.current_period_end);
  if (direct) return direct;
  const items = obj(subscription.items).data;
  const first = Array.isArray(items) ? obj(items[0]) : {};
  return toDate(first.current_period_end);
}

function priceOf(subscription: Record<string, unknown>): unknown {
  const items = obj(subscription.items).data;
  return Array.isArray(items) ? obj(obj(items[0]).price).id : undefined;
}

/** The subscription id an invoice belongs to (top level in older API versions, under parent in newer). */
function invoiceSubscription(invoice: Record<string, unknown>): string | undefined {
  return (
    str(invoice.subscription) ??
    str(obj(obj(invoice.parent).subscription_details).subscription) ??
    str(obj(invoice.subscription).id)
  );
}

/**
 * The card provider: Stripe Checkout in subscription mode (price per plan, 3-day trial, our user id as
 * client_reference_id and subscription metadata); webhooks verified with stripe.webhooks.constructEvent.
 */
export function createStripeProvider(
  config: StripeConfig,
  trialDays: number,
  timeoutMs = 15_000,
): PaymentProvider {
  const client = loadOnce(() => clientFor(config, timeoutMs));
  return {
    name: 'stripe',
    async createCheckout({ userId, email, planType, successUrl, cancelUrl }) {
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
            trial_period_days: trialDays,
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
      let event: { id: string; type: string; created: number; data: { object: unknown } };
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          header(headers, 'stripe-signature') ?? '',
          config.webhookSecret,
        ) as unknown as typeof event;
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      const object = obj(event.data.object);
      const base = {
        provider: 'stripe' as const,
        eventId: event.id,
        type: event.type,
        occurredAt: new Date(event.created * 1000),
      };
      const metadata = obj(object.metadata);
      const userId = str(metadata.user_id);
      const withUser = userId ? { userId } : {};

      switch (event.type) {
        case 'checkout.session.completed': {
          const externalId = str(object.subscription) ?? str(obj(object.subscription).id);
          if (object.mode !== 'subscription' || !externalId) return [];
          const planType = planForId(config.prices, priceOf(object)) ?? planFromMetadata(metadata);
          const owner = str(object.client_reference_id) ?? userId;
          const result: NormalizedEvent = {
            ...base,
            externalId,
            ...(owner ? { userId: owner } : {}),
            ...(planType ? { planType } : {}),
            status: 'trialing',
          };
          return [result];
        }
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted': {
          const externalId = str(object.id);
          if (!externalId) return [];
          let status = STATUS[str(object.status) ?? ''];
          if (!status) return [];
          if (event.type === 'customer.subscription.deleted') status = 'expired';
          else if (object.cancel_at_period_end === true && (status === 'active' || status === 'trialing'))
            status = 'canceled';
          const planType = planForId(config.prices, priceOf(object)) ?? planFromMetadata(metadata);
          return [
            {
              ...base,
              externalId,
              ...withUser,
              ...(planType ? { planType } : {}),
              status,
              trialEndsAt: toDate(object.trial_end),
              periodEnd: periodEndOf(object),
            },
          ];
        }
        case 'invoice.paid':
        case 'invoice.payment_succeeded':
        case 'invoice.payment_failed': {
          const externalId = invoiceSubscription(object);
          // The $0 invoice that opens a trial says nothing new (the subscription events carry the trial).
          if (!externalId || (event.type !== 'invoice.payment_failed' && object.amount_paid === 0)) return [];
          const lines = obj(object.lines).data;
          const periodEnd = Array.isArray(lines) ? toDate(obj(obj(lines[0]).period).end) : null;
          const failed = event.type === 'invoice.payment_failed';
          return [
            {
              ...base,
              externalId,
              status: failed ? 'past_due' : 'active',
              ...(!failed && periodEnd ? { periodEnd } : {}),
            },
          ];
        }
        default:
          return [];
      }
    },
  };
}

function planFromMetadata(metadata: Record<string, unknown>) {
  return isPaidPlan(metadata.plan_type) ? metadata.plan_type : undefined;
}

import { isPaidPlan, type PaidPlanType } from '@stryd/domain';
import {
  obj,
  planForId,
  type SubscriptionSnapshot,
  type SubscriptionStatus,
  str,
  toDate,
} from './payment-provider';

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

const firstItem = (subscription: Record<string, unknown>) => {
  const items = obj(subscription.items).data;
  return Array.isArray(items) ? obj(items[0]) : {};
};

/** A subscription's period end: on the subscription in older API versions, on its items in newer ones. */
function periodEndOf(subscription: Record<string, unknown>): Date | null {
  return toDate(subscription.current_period_end) ?? toDate(firstItem(subscription).current_period_end);
}

function priceOf(subscription: Record<string, unknown>): unknown {
  return obj(firstItem(subscription).price).id;
}

/** The id of the subscription's item (a plan change replaces its price). */
export const firstItemId = (subscription: Record<string, unknown>) => str(firstItem(subscription).id);

/** The subscription id an invoice belongs to (top level in older API versions, under parent in newer). */
function invoiceSubscription(invoice: Record<string, unknown>): string | undefined {
  return (
    str(invoice.subscription) ??
    str(obj(obj(invoice.parent).subscription_details).subscription) ??
    str(obj(invoice.subscription).id)
  );
}

/** The subscription a Stripe event is about (and the buyer a checkout names); null: not one we act on. */
export function subscriptionOfEvent(
  type: string,
  object: Record<string, unknown>,
): { externalId: string; userId?: string } | null {
  let externalId: string | undefined;
  let userId: string | undefined;
  switch (type) {
    case 'checkout.session.completed':
      if (object.mode !== 'subscription') return null;
      externalId = str(object.subscription) ?? str(obj(object.subscription).id);
      userId = str(object.client_reference_id) ?? str(obj(object.metadata).user_id);
      break;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      externalId = str(object.id);
      break;
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
    case 'invoice.payment_failed':
      externalId = invoiceSubscription(object);
      break;
  }
  if (!externalId) return null;
  return { externalId, ...(userId ? { userId } : {}) };
}

/**
 * A subscription as Stripe holds it, in our terms: `cancel_at_period_end` on a paying one is
 * 'canceled' (access to the period end); null for states that grant nothing yet (incomplete).
 */
export function stripeSnapshot(
  subscription: Record<string, unknown>,
  prices: Record<PaidPlanType, string>,
): SubscriptionSnapshot | null {
  let status = STATUS[str(subscription.status) ?? ''];
  if (!status) return null;
  if (subscription.cancel_at_period_end === true && (status === 'active' || status === 'trialing'))
    status = 'canceled';
  const metadata = obj(subscription.metadata);
  const planType =
    planForId(prices, priceOf(subscription)) ??
    (isPaidPlan(metadata.plan_type) ? metadata.plan_type : undefined);
  const userId = str(metadata.user_id);
  return {
    ...(userId ? { userId } : {}),
    ...(planType ? { planType } : {}),
    status,
    trialEndsAt: toDate(subscription.trial_end),
    periodEnd: periodEndOf(subscription),
  };
}

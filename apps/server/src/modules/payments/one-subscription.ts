import type { SubscriptionsTable } from '../../db/schema';
import { conflict } from '../../http/errors';
import { grantsAccess } from '../users/plan.service';

/**
 * A user has at most one live subscription: a second one, at any provider, would charge twice for the
 * same features. "Live" is what grants the plan now (docs/engineering.md#payment-state), so a cancelled
 * subscription counts until its paid period ends, and buying again is possible once it has.
 */
export const ALREADY_SUBSCRIBED_MESSAGE = 'You already have Stryd Plus. Manage your plan instead.';

export const alreadySubscribed = () => conflict(ALREADY_SUBSCRIBED_MESSAGE, 'ALREADY_SUBSCRIBED');

type SubscriptionState = Pick<SubscriptionsTable, 'status' | 'current_period_end'>;

/** The newest subscription that grants its plan at `now` (the list is newest first). */
export function liveSubscription<T extends SubscriptionState>(subscriptions: readonly T[], now: Date) {
  return subscriptions.find((subscription) => grantsAccess(subscription, now));
}

/** The free trial is for a first subscription only: any earlier one, at any provider, used it. */
export const trialAllowed = (subscriptions: readonly unknown[]) => subscriptions.length === 0;

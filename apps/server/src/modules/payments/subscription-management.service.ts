import { randomUUID } from 'node:crypto';
import {
  isPaidPlan,
  PAID_PLAN_TYPES,
  type PaidPlanType,
  planByType,
  type SubscriptionAnswer,
} from '@stryd/domain';
import type { Kysely } from 'kysely';
import {
  type ManagedSubscription,
  type PaymentProvider,
  PaymentProviderError,
  type SubscriptionSnapshot,
  snapshotEvent,
  type WebProviderName,
} from '../../adapters/payments/payment-provider';
import type { PaymentProviders } from '../../adapters/payments/select';
import type { Clock } from '../../clock';
import type { Database, SubscriptionsTable } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { grantsAccess, userPlanOf } from '../users/plan.service';
import { liveSubscription } from './one-subscription';
import { providerFailed } from './payment-errors';
import { subscriptionsOfUser } from './payments.repository';
import { applyEvent } from './subscription-ledger.service';

export type ManageAction = 'cancel' | 'resume' | 'switch';

const PLAY_SUBSCRIPTIONS = 'https://play.google.com/store/account/subscriptions';
const PAYPAL_CANNOT_RESUME =
  'PayPal cannot resume a cancelled subscription. Your plan stays until it ends; subscribe again after that.';

const date = (value: string | null) => (value ? new Date(value) : null);

/** The provider that manages this subscription here, or null (Google Play, or a provider now off). */
export function controllerOf(providers: PaymentProviders, sub: SubscriptionsTable): PaymentProvider | null {
  return sub.provider === 'google-play' ? null : (providers.byName[sub.provider as WebProviderName] ?? null);
}

/** Google Play's own subscriptions page for this plan (the server cannot change a store purchase). */
function playStoreUrl(providers: PaymentProviders, planType: string): string {
  const params = new URLSearchParams();
  const productId = planByType(planType)?.productId;
  if (productId) params.set('sku', productId);
  if (providers.googlePlay) params.set('package', providers.googlePlay.packageName);
  const query = params.toString();
  return query ? `${PLAY_SUBSCRIPTIONS}?${query}` : PLAY_SUBSCRIPTIONS;
}

/** What the subscriber may do with it now. */
function actionsFor(provider: PaymentProvider | null, sub: SubscriptionsTable, now: Date) {
  const live = grantsAccess(sub, now);
  const renewing = live && (sub.status === 'trialing' || sub.status === 'active');
  return {
    cancel: Boolean(provider) && live && sub.status !== 'canceled',
    resume: Boolean(provider?.controls.resume) && live && sub.status === 'canceled',
    switchTo: provider && renewing ? PAID_PLAN_TYPES.filter((plan) => plan !== sub.plan_type) : [],
  };
}

function describe(providers: PaymentProviders, sub: SubscriptionsTable, now: Date) {
  const provider = controllerOf(providers, sub);
  const live = grantsAccess(sub, now);
  const cancelled = sub.status === 'canceled' || sub.status === 'expired' || !live;
  return {
    provider: sub.provider as NonNullable<SubscriptionAnswer['subscription']>['provider'],
    planType: (isPaidPlan(sub.plan_type) ? sub.plan_type : PAID_PLAN_TYPES[0]) as PaidPlanType,
    status: sub.status,
    trialEndsAt: sub.trial_ends_at,
    currentPeriodEnd: sub.current_period_end,
    live,
    cancelAtPeriodEnd: live && sub.status === 'canceled',
    renewsAt: cancelled ? null : sub.current_period_end,
    endsAt: cancelled ? sub.current_period_end : null,
    actions: actionsFor(provider, sub, now),
    manageUrl: sub.provider === 'google-play' ? playStoreUrl(providers, sub.plan_type) : null,
    note:
      sub.provider === 'paypal' && live && sub.status === 'canceled' && provider
        ? PAYPAL_CANNOT_RESUME
        : null,
  };
}

/** The viewer's plan and the subscription behind it: the live one, else the newest they had. */
export async function subscriptionView(
  db: Kysely<Database>,
  providers: PaymentProviders,
  userId: string,
  now: Date,
  approvalUrl: string | null = null,
): Promise<SubscriptionAnswer> {
  const [userPlan, subscriptions] = await Promise.all([
    userPlanOf(db, userId, now),
    subscriptionsOfUser(db, userId),
  ]);
  const shown = liveSubscription(subscriptions, now) ?? subscriptions[0];
  return {
    userPlan,
    subscription: shown ? describe(providers, shown, now) : null,
    approvalUrl,
  };
}

export const managed = (sub: SubscriptionsTable): ManagedSubscription => ({
  externalId: sub.external_id,
  planType: sub.plan_type as PaidPlanType,
  status: sub.status,
  trialEndsAt: date(sub.trial_ends_at),
  periodEnd: date(sub.current_period_end),
});

/** Why the action cannot be done on this subscription, as the 409 the subscriber sees; null: it can. */
function refusal(
  action: ManageAction,
  sub: SubscriptionsTable,
  provider: PaymentProvider,
  planType: PaidPlanType | undefined,
  now: Date,
) {
  const actions = actionsFor(provider, sub, now);
  if (action === 'cancel' && !actions.cancel)
    return conflict('Your plan is already cancelled.', 'ALREADY_CANCELLED');
  if (action === 'resume' && !actions.resume) {
    if (sub.status !== 'canceled') return conflict('Your plan is not cancelled.', 'NOT_CANCELLED');
    return conflict(PAYPAL_CANNOT_RESUME, 'RESUME_NOT_SUPPORTED');
  }
  if (action === 'switch') {
    if (planType === sub.plan_type) return conflict('You are already on this plan.', 'SAME_PLAN');
    if (!actions.switchTo.length)
      return conflict('Resume your plan before switching to another one.', 'NOT_RENEWING');
  }
  return null;
}

/**
 * Cancel (at period end), resume or switch the viewer's live subscription through its provider, then
 * record the provider's answer through the ordinary event path; answers the new view.
 */
export async function manageSubscription(
  db: Kysely<Database>,
  providers: PaymentProviders,
  // The clock, not one time: the provider's answer is stamped when it arrives, as a webhook's re-read is.
  clock: Clock,
  userId: string,
  action: ManageAction,
  planType?: PaidPlanType,
): Promise<SubscriptionAnswer> {
  const now = clock.now();
  const sub = liveSubscription(await subscriptionsOfUser(db, userId), now);
  if (!sub) throw notFound('You have no plan to manage.', 'NO_SUBSCRIPTION');
  if (sub.provider === 'google-play') {
    throw conflict('Your plan was bought in Google Play: manage it in the Play Store.', 'MANAGED_BY_STORE');
  }
  const provider = controllerOf(providers, sub);
  if (!provider) {
    throw conflict(
      "Your plan's payment provider is not available on this server any more.",
      'PROVIDER_NOT_CONFIGURED',
    );
  }
  const refused = refusal(action, sub, provider, planType, now);
  if (refused) throw refused;

  let answer: SubscriptionSnapshot | { approvalUrl: string };
  try {
    const { controls } = provider;
    const current = managed(sub);
    answer =
      action === 'cancel'
        ? await controls.cancel(current)
        : action === 'resume'
          ? await controls.resume!(current)
          : await controls.switchPlan(current, planType!);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw providerFailed(error.message);
    throw error;
  }
  if ('approvalUrl' in answer) return subscriptionView(db, providers, userId, now, answer.approvalUrl);
  // The provider's answer is its state now: applied like a webhook's re-read (its own event id).
  const { userId: _holder, ...state } = answer;
  const ref = {
    provider: provider.name,
    eventId: `stryd:${action}:${randomUUID()}`,
    type: `stryd.${action}`,
    externalId: sub.external_id,
  };
  const answeredAt = clock.now();
  await applyEvent(db, snapshotEvent(ref, state, answeredAt), answeredAt);
  return subscriptionView(db, providers, userId, clock.now());
}

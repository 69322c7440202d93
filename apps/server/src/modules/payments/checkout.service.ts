import { type PaidPlanType, planByProductId, planByType, planPriceText } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { DemoSession } from '../../adapters/payments/demo';
import type { GooglePlayVerifier } from '../../adapters/payments/google-play';
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import type { PaymentProviders } from '../../adapters/payments/select';
import type { Viewer } from '../../auth/session';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { grantsAccess, premiumGatingEnabled } from '../users/plan.service';
import { findAccount } from '../users/users.repository';
import { alreadySubscribed, liveSubscription, trialAllowed } from './one-subscription';
import { paymentsUnavailable, providerFailed } from './payment-errors';
import { findSubscription, subscriptionsOfUser } from './payments.repository';
import { type ApplyOutcome, applyEvent, handleWebhook } from './subscription-ledger.service';

// The ways a plan is bought: hosted checkout, the demo checkout page and Google Play verification. Each
// ends in the subscription ledger (subscription-ledger.service.ts), the only writer of subscriptions.

/** Where hosted checkouts send the buyer back to (the web app's pages). */
function returnUrls(config: AppConfig) {
  const site = config.siteUrl ?? config.baseUrl;
  return { successUrl: `${site}/plan-confirm`, cancelUrl: `${site}/upgrade` };
}

export async function createCheckout(
  db: Kysely<Database>,
  providers: PaymentProviders,
  config: AppConfig,
  viewer: Viewer,
  planType: PaidPlanType,
  now: Date,
): Promise<{ url: string; provider: string }> {
  const provider = providers.checkout;
  if (!provider) throw paymentsUnavailable();
  const account = await findAccount(db, viewer.id);
  if (!account) throw forbidden();
  const subscriptions = await subscriptionsOfUser(db, viewer.id);
  if (liveSubscription(subscriptions, now)) throw alreadySubscribed();
  try {
    const { url } = await provider.createCheckout({
      userId: viewer.id,
      email: account.email,
      planType,
      trial: trialAllowed(subscriptions),
      ...returnUrls(config),
    });
    return { url, provider: provider.name };
  } catch (error) {
    if (error instanceof PaymentProviderError) throw providerFailed(error.message);
    throw error;
  }
}

export interface PaymentsInfo {
  checkoutProvider: string | null;
  premiumGating: boolean;
  trialDays: number;
  googlePlay: boolean;
}

export function paymentsInfo(
  db: Kysely<Database>,
  providers: PaymentProviders,
  config: AppConfig,
): PaymentsInfo {
  return {
    checkoutProvider: providers.checkout?.name ?? null,
    premiumGating: premiumGatingEnabled(db),
    trialDays: config.payments.trialDays,
    googlePlay: Boolean(providers.googlePlay),
  };
}

/** The demo checkout page's content, or null when the link is invalid, expired or someone else's. */
export function demoCheckoutView(session: DemoSession | null, viewer: Viewer | null) {
  if (!session || !viewer || session.userId !== viewer.id) return null;
  const plan = planByType(session.planType);
  if (!plan) return null;
  return {
    planName: plan.name,
    priceText: planPriceText(plan),
    trialLabel: session.trial ? plan.trialLabel : 'None (the free trial comes with a first plan only)',
    username: viewer.username,
  };
}

/** Confirming a demo checkout: its signed event goes through handleWebhook like any provider's. */
export async function confirmDemoCheckout(
  db: Kysely<Database>,
  providers: PaymentProviders,
  session: DemoSession,
  clock: Clock,
): Promise<ApplyOutcome[]> {
  const demo = providers.demo;
  if (!demo) throw paymentsUnavailable();
  const { rawBody, headers } = demo.confirmationEvent(session, clock.now());
  return handleWebhook(db, demo, rawBody, headers, clock, { exclusive: true });
}

export interface GooglePlayRequest {
  purchaseToken: string;
  productId: string;
  userId: string;
  packageName: string;
}

export interface GooglePlayResult {
  success: boolean;
  planType: PaidPlanType | null;
  error: string | null;
}

const playFailure = (error: string): GooglePlayResult => ({ success: false, planType: null, error });

/**
 * POST /payments/verify-google-play (docs/product.md#store-purchases): verify with Google, record,
 * acknowledge.
 */
export async function verifyGooglePlay(
  db: Kysely<Database>,
  verifier: GooglePlayVerifier | null,
  viewer: Viewer,
  request: GooglePlayRequest,
  // The clock, not one time: Google's answer is recorded, and access judged, once each has arrived.
  clock: Clock,
): Promise<GooglePlayResult> {
  if (request.userId !== viewer.id) throw forbidden('You can only verify your own purchases.');
  if (!verifier) throw paymentsUnavailable();
  const plan = planByProductId(request.productId);
  if (!plan) return playFailure('Unknown product');
  if (request.packageName !== verifier.packageName) return playFailure('Unknown app package');

  const owner = await findSubscription(db, 'google-play', request.purchaseToken);
  if (owner && owner.user_id !== viewer.id) return playFailure('This purchase belongs to another account');

  let purchase: Awaited<ReturnType<GooglePlayVerifier['verify']>>;
  try {
    purchase = await verifier.verify(request.purchaseToken, request.productId);
  } catch (error) {
    if (error instanceof PaymentProviderError) return playFailure(error.message);
    throw error;
  }
  await applyEvent(db, { ...purchase.event, userId: viewer.id, planType: plan.planType }, clock.now());
  if (!purchase.acknowledged && purchase.event.status !== 'expired') {
    try {
      await verifier.acknowledge(request.purchaseToken, request.productId);
    } catch (error) {
      // Recorded already; Google refunds unacknowledged purchases after 3 days, so say so loudly.
      if (error instanceof PaymentProviderError)
        return playFailure(`acknowledgement failed: ${error.message}`);
      throw error;
    }
  }
  const recorded = await findSubscription(db, 'google-play', request.purchaseToken);
  return recorded && recorded.user_id === viewer.id && grantsAccess(recorded, clock.now())
    ? { success: true, planType: plan.planType, error: null }
    : playFailure('The subscription is not active');
}

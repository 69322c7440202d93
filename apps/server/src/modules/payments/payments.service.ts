import { randomUUID } from 'node:crypto';
import { type PaidPlanType, planByProductId, planByType, planPriceText } from '@stryd/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DemoSession } from '../../adapters/payments/demo';
import type { GooglePlayVerifier } from '../../adapters/payments/google-play';
import {
  type NormalizedEvent,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderName,
  type WebhookHeaders,
} from '../../adapters/payments/payment-provider';
import type { PaymentProviders } from '../../adapters/payments/select';
import type { Viewer } from '../../auth/session';
import type { AppConfig } from '../../config';
import type { Database, SubscriptionsTable } from '../../db/schema';
import { forbidden, HttpError } from '../../http/errors';
import { findAccount } from '../me/me.repository';
import { grantsAccess, premiumGatingEnabled } from '../users/plan.service';
import { alreadySubscribed, liveSubscription, trialAllowed } from './one-subscription';
import {
  findSubscription,
  insertEventOnce,
  insertSubscription,
  lockUser,
  markEvent,
  subscriptionsOfUser,
  updateSubscription,
  userExists,
  waitingEvents,
} from './payments.repository';

export type ApplyOutcome =
  | 'created'
  | 'applied'
  | 'duplicate'
  | 'stale'
  | 'waiting'
  | 'unknown_user'
  | 'already_subscribed';

export interface ApplyOptions {
  /**
   * Refuse to create a subscription for a user who has a live one (outcome 'already_subscribed'). For
   * checkouts completed on this server (the demo); a provider's subscription exists whatever we say.
   */
  exclusive?: boolean;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

interface StoredEvent extends Omit<NormalizedEvent, 'occurredAt' | 'trialEndsAt' | 'periodEnd'> {
  occurredAt: string;
  trialEndsAt?: string | null;
  periodEnd?: string | null;
}

function toStored(event: NormalizedEvent): StoredEvent {
  const { occurredAt, trialEndsAt, periodEnd, ...rest } = event;
  return {
    ...rest,
    occurredAt: occurredAt.toISOString(),
    ...(trialEndsAt !== undefined ? { trialEndsAt: iso(trialEndsAt) } : {}),
    ...(periodEnd !== undefined ? { periodEnd: iso(periodEnd) } : {}),
  };
}

function fromStored(stored: StoredEvent): NormalizedEvent {
  const date = (value: string | null | undefined) => (value ? new Date(value) : null);
  const { occurredAt, trialEndsAt, periodEnd, ...rest } = stored;
  return {
    ...rest,
    occurredAt: new Date(occurredAt),
    ...(trialEndsAt !== undefined ? { trialEndsAt: date(trialEndsAt) } : {}),
    ...(periodEnd !== undefined ? { periodEnd: date(periodEnd) } : {}),
  };
}

/** The fields of a subscription an event changes; absent fields stay as they are. */
function patchFrom(event: NormalizedEvent, nowIso: string) {
  return {
    status: event.status,
    ...(event.planType ? { plan_type: event.planType } : {}),
    ...(event.trialEndsAt !== undefined ? { trial_ends_at: iso(event.trialEndsAt) } : {}),
    ...(event.periodEnd !== undefined ? { current_period_end: iso(event.periodEnd) } : {}),
    last_event_at: event.occurredAt.toISOString(),
    updated_at: nowIso,
  };
}

async function applyToExisting(
  trx: Transaction<Database>,
  sub: SubscriptionsTable,
  event: NormalizedEvent,
  nowIso: string,
): Promise<'applied' | 'stale'> {
  // Order independence: an event older than the last one applied to this subscription changes nothing.
  if (event.occurredAt.getTime() < Date.parse(sub.last_event_at)) return 'stale';
  await updateSubscription(trx, sub.id, patchFrom(event, nowIso));
  return 'applied';
}

async function applyInTransaction(
  trx: Transaction<Database>,
  event: NormalizedEvent,
  now: Date,
  options: ApplyOptions,
): Promise<ApplyOutcome> {
  const nowIso = now.toISOString();
  const inserted = await insertEventOnce(trx, {
    provider: event.provider,
    event_id: event.eventId,
    type: event.type,
    external_id: event.externalId,
    occurred_at: event.occurredAt.toISOString(),
    payload: JSON.stringify(toStored(event)),
    outcome: 'received',
    received_at: nowIso,
    processed_at: null,
  });
  if (!inserted) return 'duplicate';

  const existing = await findSubscription(trx, event.provider, event.externalId);
  if (existing) {
    const outcome = await applyToExisting(trx, existing, event, nowIso);
    await markEvent(trx, event.provider, event.eventId, outcome, nowIso);
    return outcome;
  }
  if (!event.userId || !event.planType) {
    // Arrived before the event that names the user or plan: kept, and replayed when that one comes.
    await markEvent(trx, event.provider, event.eventId, 'waiting', null);
    return 'waiting';
  }
  if (!(await userExists(trx, event.userId))) {
    await markEvent(trx, event.provider, event.eventId, 'unknown_user', nowIso);
    return 'unknown_user';
  }
  if (options.exclusive) {
    await lockUser(trx, event.userId);
    if (liveSubscription(await subscriptionsOfUser(trx, event.userId), now)) {
      await markEvent(trx, event.provider, event.eventId, 'already_subscribed', nowIso);
      return 'already_subscribed';
    }
  }
  const created: SubscriptionsTable = {
    id: randomUUID(),
    user_id: event.userId,
    provider: event.provider,
    external_id: event.externalId,
    plan_type: event.planType,
    status: event.status,
    trial_ends_at: iso(event.trialEndsAt),
    current_period_end: iso(event.periodEnd),
    last_event_at: event.occurredAt.toISOString(),
    created_at: nowIso,
    updated_at: nowIso,
  };
  await insertSubscription(trx, created);
  await markEvent(trx, event.provider, event.eventId, 'created', nowIso);

  let current = created;
  for (const waiting of await waitingEvents(trx, event.provider, event.externalId)) {
    const replay = fromStored(JSON.parse(waiting.payload) as StoredEvent);
    const outcome = await applyToExisting(trx, current, replay, nowIso);
    await markEvent(trx, event.provider, waiting.event_id, outcome, nowIso);
    if (outcome === 'applied') current = { ...current, ...patchFrom(replay, nowIso) } as SubscriptionsTable;
  }
  return 'created';
}

/**
 * The one path every payment state change takes (DESIGN §4.6): recorded once per provider event id,
 * applied in a transaction, older-than-last events ignored. Retried once when two deliveries race to
 * create the same subscription.
 */
export async function applyEvent(
  db: Kysely<Database>,
  event: NormalizedEvent,
  now = new Date(),
  options: ApplyOptions = {},
): Promise<ApplyOutcome> {
  if (!event.eventId || !event.externalId) return 'stale';
  try {
    return await db.transaction().execute((trx) => applyInTransaction(trx, event, now, options));
  } catch (error) {
    return db
      .transaction()
      .execute((trx) => applyInTransaction(trx, event, now, options))
      .catch(() => {
        throw error;
      });
  }
}

/** Verifies a webhook with its provider (throws WebhookSignatureError) and applies its events. */
export async function handleWebhook(
  db: Kysely<Database>,
  provider: PaymentProvider,
  rawBody: Buffer,
  headers: WebhookHeaders,
  options: ApplyOptions = {},
): Promise<ApplyOutcome[]> {
  const events = await provider.parseWebhook(rawBody, headers);
  const outcomes: ApplyOutcome[] = [];
  for (const event of events) outcomes.push(await applyEvent(db, event, new Date(), options));
  return outcomes;
}

export const paymentsUnavailable = () =>
  new HttpError(503, 'PAYMENTS_UNAVAILABLE', 'Payments are not available on this server.');
export const providerFailed = (message: string) =>
  new HttpError(502, 'PAYMENT_PROVIDER_ERROR', `The payment provider failed: ${message}`);

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
  now = new Date(),
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
): Promise<ApplyOutcome[]> {
  const demo = providers.demo;
  if (!demo) throw paymentsUnavailable();
  const { rawBody, headers } = demo.confirmationEvent(session);
  return handleWebhook(db, demo, rawBody, headers, { exclusive: true });
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

/** SPEC §7 POST /payments/verify-google-play: verify with Google, record, acknowledge. */
export async function verifyGooglePlay(
  db: Kysely<Database>,
  verifier: GooglePlayVerifier | null,
  viewer: Viewer,
  request: GooglePlayRequest,
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
  await applyEvent(db, { ...purchase.event, userId: viewer.id, planType: plan.planType });
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
  return recorded && recorded.user_id === viewer.id && grantsAccess(recorded, new Date())
    ? { success: true, planType: plan.planType, error: null }
    : playFailure('The subscription is not active');
}

export type { ProviderName };

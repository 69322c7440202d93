import type { CheckoutProvider, PaidPlanType } from '@stryd/domain';
import { z } from 'zod';

/** The providers that sell subscriptions on the web and tell us about them through webhooks. */
export type WebProviderName = CheckoutProvider;
/** Every source of subscription state. */
export type ProviderName = WebProviderName | 'google-play';

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled' | 'expired';

/**
 * What every provider's verified event is turned into (docs/engineering.md#payment-state). Optional fields
 * that are absent leave the stored value alone; `null` clears it.
 */
export interface NormalizedEvent {
  provider: ProviderName;
  /** Unique per provider: a redelivery carries the same id and is applied once. */
  eventId: string;
  /** The provider's event name, for the record. */
  type: string;
  /** When the provider says the change happened; older than the subscription's last event → ignored. */
  occurredAt: Date;
  /** The provider's subscription id. */
  externalId: string;
  /** Our user id, when the event carries it (custom data, client reference, metadata). */
  userId?: string;
  planType?: PaidPlanType;
  status: SubscriptionStatus;
  trialEndsAt?: Date | null;
  periodEnd?: Date | null;
}

/** What a provider's API says a subscription is now (the state part of a NormalizedEvent). */
export type SubscriptionSnapshot = Pick<
  NormalizedEvent,
  'userId' | 'planType' | 'status' | 'trialEndsAt' | 'periodEnd'
>;

/** The webhook that made us re-read a subscription: what it is about and who it names. */
export interface WebhookRef {
  provider: WebProviderName;
  eventId: string;
  type: string;
  externalId: string;
  userId?: string;
}

/**
 * Events may arrive in any order and providers date them to the second, so a webhook only says which
 * subscription changed: the event applied is the provider's own current state of it, stamped with the
 * time that answer arrived. A later answer never describes an older state, so the last answer wins.
 */
export function snapshotEvent(
  ref: WebhookRef,
  snapshot: SubscriptionSnapshot,
  readAt: Date,
): NormalizedEvent {
  const { userId: named, ...webhook } = ref;
  const { userId: holder, ...state } = snapshot;
  const userId = holder ?? named;
  return { ...webhook, ...state, ...(userId ? { userId } : {}), occurredAt: readAt };
}

export interface CheckoutRequest {
  userId: string;
  email: string;
  planType: PaidPlanType;
  /** Whether the plan starts with the free trial: only a user's first subscription does. */
  trial: boolean;
  /** Absolute URLs the provider sends the buyer back to. */
  successUrl: string;
  cancelUrl: string;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** A subscription as we hold it, handed to the provider that manages it. */
export interface ManagedSubscription {
  externalId: string;
  planType: PaidPlanType;
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
  periodEnd: Date | null;
}

/** A plan change the buyer must approve at the provider before it happens (PayPal's revise). */
export interface ApprovalNeeded {
  approvalUrl: string;
}

/**
 * What a subscriber may ask of their subscription, done at the provider. Each call answers the state the
 * provider holds afterwards, which is applied like a webhook's re-read.
 */
export interface SubscriptionControls {
  /** Stop renewing: access stays until the end of the period paid for. */
  cancel(subscription: ManagedSubscription): Promise<SubscriptionSnapshot>;
  /** Undo a cancellation before the period ends; absent when the provider cannot (PayPal). */
  resume?(subscription: ManagedSubscription): Promise<SubscriptionSnapshot>;
  /** The provider's own upgrade/downgrade to another plan. */
  switchPlan(
    subscription: ManagedSubscription,
    planType: PaidPlanType,
  ): Promise<SubscriptionSnapshot | ApprovalNeeded>;
}

/** One web payment provider: creates hosted checkouts, verifies its own webhooks, manages subscriptions. */
export interface PaymentProvider {
  readonly name: WebProviderName;
  readonly controls: SubscriptionControls;
  /** A URL to send the browser to. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /**
   * Verifies the signature over the RAW body (throws WebhookSignatureError) and returns the events it
   * describes; an empty list for event types we do not act on.
   */
  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<NormalizedEvent[]>;
}

/** A webhook whose signature does not verify: answered 400 and nothing changes. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** A webhook whose signature verifies but whose body is not an event we can read: 400, nothing changes. */
export class WebhookPayloadError extends Error {
  override name = 'WebhookPayloadError';
}

/** The provider's API failed or answered something we cannot use. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

export function header(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** A date from seconds since the epoch, an ISO string, or nothing (also for dates out of range). */
export function toDate(value: unknown): Date | null {
  const ms =
    typeof value === 'number' ? value * 1000 : typeof value === 'string' && value ? Date.parse(value) : NaN;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The plan type whose configured id (variant, price, plan) is `id`. */
export function planForId(ids: Record<PaidPlanType, string>, id: unknown): PaidPlanType | undefined {
  if (id === undefined || id === null) return undefined;
  const text = String(id);
  return (Object.keys(ids) as PaidPlanType[]).find((planType) => ids[planType] === text);
}

export function parseJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookPayloadError('The webhook body is not JSON.');
  }
}

/** The parts of a provider's event we rely on, checked once so that no adapter reads into null. */
export function readEnvelope<T>(schema: z.ZodType<T>, value: unknown, provider: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new WebhookPayloadError(`The body is not a ${provider} event.`);
  return result.data;
}

/** A JSON object (anything else, null and arrays included, is not). */
export const jsonObject = z.record(z.string(), z.unknown());

/** Loose readers for provider JSON (we only trust it after the signature check). */
export const obj = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
export const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined;

/** A provider's answer we cannot read as a subscription state. */
export function knownState(snapshot: SubscriptionSnapshot | null, what: string): SubscriptionSnapshot {
  if (!snapshot) throw new PaymentProviderError(`${what}: the answer is not a subscription state we know`);
  return snapshot;
}

/** fetch with a timeout that turns failures into PaymentProviderError. */
export async function providerFetch(
  url: string,
  init: RequestInit & { timeoutMs?: number },
  what: string,
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 15_000) });
  } catch (error) {
    throw new PaymentProviderError(`${what}: ${(error as Error).message}`);
  }
  const text = await response.text();
  if (!response.ok) throw new PaymentProviderError(`${what}: HTTP ${response.status} ${text.slice(0, 200)}`);
  if (!text) return {};
  try {
    return obj(JSON.parse(text));
  } catch {
    throw new PaymentProviderError(`${what}: the answer is not JSON`);
  }
}

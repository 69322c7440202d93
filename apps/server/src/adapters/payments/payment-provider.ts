import type { CheckoutProvider, PaidPlanType } from '@stryd/domain';

/** The providers that sell subscriptions on the web and tell us about them through webhooks. */
export type WebProviderName = CheckoutProvider;
/** Every source of subscription state. */
export type ProviderName = WebProviderName | 'google-play';

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled' | 'expired';

/**
 * What every provider's verified event is turned into (DESIGN §4.6). Optional fields that are absent
 * leave the stored value alone; `null` clears it.
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

export interface CheckoutRequest {
  userId: string;
  email: string;
  planType: PaidPlanType;
  /** Absolute URLs the provider sends the buyer back to. */
  successUrl: string;
  cancelUrl: string;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** One web payment provider: creates hosted checkouts and verifies its own webhooks. */
export interface PaymentProvider {
  readonly name: WebProviderName;
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

/** The provider's API failed or answered something we cannot use. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

export function header(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** A date from seconds since the epoch, an ISO string, or nothing. */
export function toDate(value: unknown): Date | null {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value * 1000);
  if (typeof value === 'string' && value) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : new Date(ms);
  }
  return null;
}

/** The plan type whose configured id (variant, price, plan) is `id`. */
export function planForId(ids: Record<PaidPlanType, string>, id: unknown): PaidPlanType | undefined {
  if (id === undefined || id === null) return undefined;
  const text = String(id);
  return (Object.keys(ids) as PaidPlanType[]).find((planType) => ids[planType] === text);
}

export function parseJson(rawBody: Buffer): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(rawBody.toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new WebhookSignatureError('The webhook body is not a JSON object.');
}

/** Loose readers for provider JSON (we only trust it after the signature check). */
export const obj = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
export const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined;

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

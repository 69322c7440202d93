import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type {
  NormalizedEvent,
  PaymentProvider,
  WebhookHeaders,
} from '../../adapters/payments/payment-provider';
import type { Clock } from '../../clock';
import type { Database, SubscriptionsTable } from '../../db/schema';
import { liveSubscription } from './one-subscription';
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

// The subscription ledger: every verified provider event is recorded once and applied here, whatever the
// flow that produced it (webhook, demo checkout, Google Play verification, refresher).

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
 * The one path every payment state change takes (docs/engineering.md#payment-state): recorded once per
 * provider event id, applied in a transaction, older-than-last events ignored. Retried once when two
 * deliveries race to create the same subscription.
 */
export async function applyEvent(
  db: Kysely<Database>,
  event: NormalizedEvent,
  now: Date,
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

/**
 * Verifies a webhook with its provider (throws WebhookSignatureError) and applies its events, each at
 * the clock's time when it is applied: the provider may have been asked first, which takes a while.
 */
export async function handleWebhook(
  db: Kysely<Database>,
  provider: PaymentProvider,
  rawBody: Buffer,
  headers: WebhookHeaders,
  clock: Clock,
  options: ApplyOptions = {},
): Promise<ApplyOutcome[]> {
  const events = await provider.parseWebhook(rawBody, headers);
  const outcomes: ApplyOutcome[] = [];
  for (const event of events) outcomes.push(await applyEvent(db, event, clock.now(), options));
  return outcomes;
}

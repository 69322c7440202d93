import { planByType } from '@stryd/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { GooglePlayVerifier } from '../../adapters/payments/google-play';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { createPeriodicJob } from '../../jobs/periodic-job';
import { RENEWAL_GRACE_MS } from '../users/plan.service';
import { playSubscriptionsEndingBetween } from './payments.repository';
import { applyEvent } from './subscription-ledger.service';

/** How often the refresher looks for Play subscriptions near their period end. */
export const PLAY_REFRESH_INTERVAL_MS = 10 * 60_000;
/** Start asking Google this long before the known period end (Play renews around the expiry time). */
export const PLAY_REFRESH_LOOKAHEAD_MS = 24 * 60 * 60_000;

export interface PlayRefreshResult {
  /** Subscriptions asked about this round. */
  checked: number;
  /** Answers that changed the stored subscription (renewed, cancelled, expired …). */
  changed: number;
  /** Answers already known (same state and expiry as an earlier event) or older than the last event. */
  unchanged: number;
  /** Lookups or updates that failed; they are asked again next round. */
  failed: number;
}

export interface RoundOptions {
  /** The clock that decides which subscriptions are due and stamps Google's answers (tests move it). */
  clock: Clock;
  /** True once the server is shutting down. */
  stopping?: () => boolean;
}

/**
 * One round: re-reads every Google Play subscription whose period ends within the look-ahead or ended
 * within the renewal grace, and feeds Google's answer through applyEvent() like any provider event.
 * Play sends us no webhooks (real-time notifications are not wired up), so this is how renewals,
 * cancellations and expiries are seen. The event id comes from the verifier (token, state, expiry), so
 * an unchanged answer is a duplicate and nothing is applied twice.
 */
export async function refreshPlaySubscriptions(
  db: Kysely<Database>,
  verifier: GooglePlayVerifier,
  log: FastifyBaseLogger,
  options: RoundOptions,
): Promise<PlayRefreshResult> {
  const now = () => options.clock.now();
  const result: PlayRefreshResult = { checked: 0, changed: 0, unchanged: 0, failed: 0 };
  const at = now().getTime();
  const due = await playSubscriptionsEndingBetween(
    db,
    new Date(at - RENEWAL_GRACE_MS).toISOString(),
    new Date(at + PLAY_REFRESH_LOOKAHEAD_MS).toISOString(),
  );
  for (const sub of due) {
    // Shutting down: the rest are asked by the next process's first round.
    if (options.stopping?.()) break;
    result.checked += 1;
    try {
      const productId = planByType(sub.plan_type)?.productId;
      if (!productId) throw new Error(`no store product for plan ${sub.plan_type}`);
      const { event } = await verifier.verify(sub.external_id, productId);
      // Stamped with the refresher's clock when the answer arrived: newer than anything applied before.
      const outcome = await applyEvent(db, { ...event, occurredAt: now() }, now());
      if (outcome === 'applied') result.changed += 1;
      else result.unchanged += 1;
    } catch (error) {
      // One bad subscription (Google down, token gone, database hiccup) must not stop the others.
      result.failed += 1;
      log.warn(
        { subscriptionId: sub.id, err: error instanceof Error ? error.message : String(error) },
        'Google Play refresh failed; asking again next round',
      );
    }
  }
  // Quiet when nothing happened: most rounds only confirm what is already known.
  if (result.changed > 0) log.info(result, 'Google Play subscriptions refreshed');
  return result;
}

export interface PlayRefresher {
  /** Runs a round now and then every interval until stop(); does nothing without Google Play. */
  start(): void;
  /** Stops scheduling and waits for a round in progress. */
  stop(): Promise<void>;
  /** One round now, after any round in progress (tests call this instead of waiting for the timer). */
  runOnce(): Promise<PlayRefreshResult>;
}

export interface PlayRefresherOptions {
  intervalMs?: number;
}

export function createPlayRefresher(
  db: Kysely<Database>,
  verifier: GooglePlayVerifier | null,
  log: FastifyBaseLogger,
  clock: Clock,
  options: PlayRefresherOptions = {},
): PlayRefresher {
  const job = createPeriodicJob(
    async (): Promise<PlayRefreshResult> =>
      verifier
        ? refreshPlaySubscriptions(db, verifier, log, { clock, stopping: () => stopping })
        : { checked: 0, changed: 0, unchanged: 0, failed: 0 },
    {
      intervalMs: options.intervalMs ?? PLAY_REFRESH_INTERVAL_MS,
      log,
      failure: 'Google Play refresh round failed',
    },
  );
  let stopping = false;

  return {
    start() {
      // First round soon after start, so frequent restarts cannot starve the refresher.
      if (verifier) job.start(0);
    },
    async stop() {
      stopping = true;
      await job.stop();
    },
    runOnce: () => job.runOnce(),
  };
}

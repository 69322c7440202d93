import type { PushMessage } from '@stryd/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PushSender } from '../../adapters/push/web-push';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { createPeriodicJob } from '../../jobs/periodic-job';
import { takeNotificationPushes } from '../notifications/notifications.service';
import { forgetPushTarget, pushTargetsOf } from './push-subscriptions.service';
import { takeEndedRests } from './rest-timer.service';

/** How often each process looks for due pushes: a rest's end is pushed within about this much. */
export const PUSH_POLL_MS = 1000;
const BATCH = 50;
/** A notification is worth a day on the push service's shelf; a rest's end a minute. */
const NOTIFICATION_TTL_SECONDS = 24 * 60 * 60;
const REST_TTL_SECONDS = 60;

export interface PushRound {
  /** Pushes handed to a push service. */
  sent: number;
  /** Subscriptions forgotten because their push service said they are gone. */
  gone: number;
  failed: number;
}

export interface PushWorker {
  start(): void;
  stop(): Promise<void>;
  /** One round now (tests call this instead of waiting for the timer). */
  runOnce(): Promise<PushRound>;
}

/**
 * Sends due pushes: notifications queued by notify() and rests that ended. Each is taken by one app process
 * (a conditional delete), then sent to every subscribed device of its person, once, without retry: a push
 * is timely or worthless, and the inbox keeps the notification (decision 036).
 */
export function createPushWorker(
  db: Kysely<Database>,
  sender: PushSender,
  log: FastifyBaseLogger,
  clock: Clock,
  intervalMs = PUSH_POLL_MS,
): PushWorker {
  async function pushTo(
    round: PushRound,
    { userId, message }: { userId: string; message: PushMessage },
    options: { ttlSeconds: number; urgency: 'normal' | 'high' },
  ) {
    const payload = JSON.stringify(message);
    await Promise.all(
      (await pushTargetsOf(db, userId)).map(async (target) => {
        try {
          if ((await sender.send(target, payload, options)) === 'sent') round.sent += 1;
          else {
            await forgetPushTarget(db, target.endpoint);
            round.gone += 1;
          }
        } catch (error) {
          round.failed += 1;
          log.warn({ err: error instanceof Error ? error.message : String(error), userId }, 'push failed');
        }
      }),
    );
  }

  async function round(): Promise<PushRound> {
    const result: PushRound = { sent: 0, gone: 0, failed: 0 };
    const rests = await takeEndedRests(db, clock.now().getTime(), BATCH);
    const notifications = await takeNotificationPushes(db, BATCH);
    await Promise.all([
      ...rests.map((rest) => pushTo(result, rest, { ttlSeconds: REST_TTL_SECONDS, urgency: 'high' })),
      ...notifications.map((n) =>
        pushTo(result, n, { ttlSeconds: NOTIFICATION_TTL_SECONDS, urgency: 'normal' }),
      ),
    ]);
    return result;
  }

  const job = createPeriodicJob(round, { intervalMs, log, failure: 'push round failed' });
  return {
    start: () => job.start(),
    async stop() {
      await job.stop();
      sender.close();
    },
    runOnce: job.runOnce,
  };
}

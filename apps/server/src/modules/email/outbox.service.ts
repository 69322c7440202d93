import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Mailer } from '../../adapters/email/mailer';
import { createSmtpMailer } from '../../adapters/email/smtp';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { createPeriodicJob } from '../../jobs/periodic-job';
import { wantsMail } from '../email-preferences/email-preferences.service';
import {
  claim,
  countPending,
  findDue,
  markAttemptFailed,
  markSent,
  markSkipped,
  pendingBacklog,
} from './outbox.repository';

/** After this many failed attempts a message is marked 'failed' and left alone. */
export const MAX_EMAIL_ATTEMPTS = 8;
const BASE_DELAY_MS = 60_000;
const MAX_DELAY_MS = 6 * 60 * 60_000;
/** How long a claimed row stays invisible to other workers while it is being sent. */
const LEASE_MS = 5 * 60_000;
const BATCH = 25;

/** Exponential back-off: 1, 2, 4, 8 … minutes after the 1st, 2nd, 3rd, 4th … failure, at most 6 h. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, failedAttempts - 1), MAX_DELAY_MS);
}

export interface DrainResult {
  sent: number;
  retrying: number;
  failed: number;
  /** Messages not sent because their recipient switched that kind of mail off after it was queued. */
  skipped: number;
  /** Messages left waiting because no mailer is configured. */
  waiting: number;
}

export interface DrainOptions {
  /** Epoch ms treated as "now" instead of the clock's time (tests jump ahead to pass the back-off). */
  now?: number;
}

/** The outbox's depth and the age in seconds of its oldest waiting mail (0 when none wait), for /metrics. */
export async function outboxBacklog(db: Kysely<Database>, now: Date) {
  const { pending, oldestCreatedAt } = await pendingBacklog(db);
  const ageSeconds = oldestCreatedAt ? Math.max(0, (now.getTime() - Date.parse(oldestCreatedAt)) / 1000) : 0;
  return { pending, ageSeconds };
}

/** Sends every message due at `now` (epoch ms) once. Safe to run from several processes at the same time. */
export async function drainOutbox(
  db: Kysely<Database>,
  mailer: Mailer | null,
  log: FastifyBaseLogger,
  now: number,
): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retrying: 0, failed: 0, skipped: 0, waiting: 0 };
  if (!mailer) {
    result.waiting = await countPending(db);
    if (result.waiting > 0)
      log.info({ waiting: result.waiting }, 'SMTP_URL is not set: e-mails stay queued in the outbox');
    return result;
  }
  for (;;) {
    const due = await findDue(db, now, BATCH);
    for (const row of due) {
      if (!(await claim(db, row, now + LEASE_MS))) continue;
      // Checked at send time, not only when queued: a switch turned off since then is honoured.
      if (row.recipient_id && !(await wantsMail(db, row.recipient_id, row.kind))) {
        await markSkipped(db, row.id);
        result.skipped += 1;
        continue;
      }
      const attempts = Number(row.attempts) + 1;
      try {
        await mailer.send({
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          listUnsubscribe: row.list_unsubscribe,
        });
        await markSent(db, row.id, attempts, now);
        result.sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = attempts >= MAX_EMAIL_ATTEMPTS;
        await markAttemptFailed(db, row.id, attempts, message, now + retryDelayMs(attempts), giveUp);
        if (giveUp) result.failed += 1;
        else result.retrying += 1;
        log.warn({ emailId: row.id, attempts, giveUp, err: message }, 'e-mail delivery failed');
      }
    }
    if (due.length < BATCH) break;
  }
  if (result.sent + result.retrying + result.failed + result.skipped > 0) log.info(result, 'outbox drained');
  return result;
}

export interface OutboxWorker {
  /** Polls the outbox every interval until stop(). */
  start(): void;
  /** Stops polling and waits for a drain in progress. */
  stop(): Promise<void>;
  /** One drain now (tests call this instead of waiting for the timer). */
  drainOutbox(options?: DrainOptions): Promise<DrainResult>;
}

export function createOutboxWorker(
  db: Kysely<Database>,
  config: AppConfig['email'],
  log: FastifyBaseLogger,
  clock: Clock,
  intervalMs = 5_000,
): OutboxWorker {
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.from) : null;
  const drain = (options?: DrainOptions) =>
    drainOutbox(db, mailer, log, options?.now ?? clock.now().getTime());
  const job = createPeriodicJob(drain, {
    intervalMs,
    log,
    failure: 'outbox drain failed',
  });
  let started = false;

  return {
    start() {
      if (started) return;
      started = true;
      if (!mailer) {
        log.info('SMTP_URL is not set: e-mails are kept in the outbox table (email_outbox) and not sent');
        return;
      }
      job.start();
    },
    async stop() {
      await job.stop();
      mailer?.close();
    },
    drainOutbox: job.runOnce,
  };
}

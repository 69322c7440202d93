import { notificationsPath, todayIso } from '@stryd/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { createPeriodicJob } from '../../jobs/periodic-job';
import { digestMail } from '../email/email.templates';
import { notificationDigestEvent } from '../email/mail-events';
import type { MailLinks } from '../email/mail-links';
import { enqueueEmail } from '../email/outbox.repository';
import { wantsMail } from '../email-preferences/email-preferences.service';
import {
  type DigestDay,
  digestItems,
  digestQueued,
  digestReader,
  digestRecipients,
  markEmailed,
} from './digest.repository';
import { DIGEST_WORDS, digestLines } from './digest-lines';
import { optedOutKinds } from './notifications.repository';

/** The digest goes out from this hour (UTC) on, once a day; it covers the 24 hours before it. */
export const DIGEST_HOUR_UTC = 17;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const PAGE = 100;

/** The digest day `now` is in, once its hour has come: [yesterday's digest hour, today's); else null. */
export function digestDayAt(now: Date): (DigestDay & { date: string }) | null {
  const date = todayIso(now);
  const to = Date.parse(`${date}T00:00:00.000Z`) + DIGEST_HOUR_UTC * HOUR_MS;
  if (now.getTime() < to) return null;
  return { date, from: new Date(to - DAY_MS).toISOString(), to: new Date(to).toISOString() };
}

export interface DigestResult {
  /** Digests queued in the outbox by this run. */
  queued: number;
}

/**
 * Queues the day's digest of everyone who has one due: their unread notifications of the day that no
 * digest carried, of the kinds they get by e-mail, unless they switched the digest off. Safe from several
 * processes at once: the outbox's dedupe key (per person and day) lets one digest in, and only the run
 * whose digest went in marks its notifications e-mailed, in the same transaction.
 */
export async function queueDigests(db: Kysely<Database>, links: MailLinks, now: Date): Promise<DigestResult> {
  const result: DigestResult = { queued: 0 };
  const day = digestDayAt(now);
  if (!day) return result;
  let after = '';
  for (;;) {
    const people = await digestRecipients(db, day, after, PAGE);
    for (const userId of people) if (await queueDigest(db, links, userId, day, now)) result.queued += 1;
    if (people.length < PAGE) break;
    after = people.at(-1) as string;
  }
  return result;
}

async function queueDigest(
  db: Kysely<Database>,
  links: MailLinks,
  userId: string,
  day: DigestDay & { date: string },
  now: Date,
): Promise<boolean> {
  const event = notificationDigestEvent(userId, day.date);
  if (event.dedupeKey && (await digestQueued(db, event.dedupeKey))) return false;
  if (!(await wantsMail(db, userId, event.kind))) return false;
  const reader = await digestReader(db, userId);
  if (!reader) return false;
  const items = await digestItems(db, userId, day, await optedOutKinds(db, userId, 'email'));
  if (items.length === 0) return false;
  const mail = digestMail({
    to: reader.email,
    name: reader.name,
    subject: DIGEST_WORDS.subject(items.length),
    intro: DIGEST_WORDS.intro,
    lines: digestLines(items),
    link: { href: `${links.siteUrl}${notificationsPath()}`, label: DIGEST_WORDS.link },
    unsubscribe: links.unsubscribe(userId, event.kind),
  });
  return db.transaction().execute(async (trx) => {
    const queued = await enqueueEmail(trx, event, mail, now.getTime());
    if (queued)
      await markEmailed(
        trx,
        items.map((item) => item.id),
        now.toISOString(),
      );
    return queued;
  });
}

export interface DigestWorker {
  /** Looks for due digests every interval until stop(). */
  start(): void;
  stop(): Promise<void>;
  /** One run now, at `now` if given (tests), else the clock's time. */
  runOnce(options?: { now?: Date }): Promise<DigestResult>;
}

/** The digest job of every app process (started with the outbox worker, when mail can be sent). */
export function createDigestWorker(
  db: Kysely<Database>,
  links: MailLinks,
  log: FastifyBaseLogger,
  clock: Clock,
  intervalMs = 10 * 60_000,
): DigestWorker {
  const job = createPeriodicJob(
    async (options?: { now?: Date }) => {
      const result = await queueDigests(db, links, options?.now ?? clock.now());
      if (result.queued > 0) log.info(result, 'notification digests queued');
      return result;
    },
    { intervalMs, log, failure: 'notification digest failed' },
  );
  return { start: () => job.start(), stop: job.stop, runOnce: job.runOnce };
}

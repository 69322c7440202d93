import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { OutgoingMail } from '../../adapters/email/mailer';
import type { Database, EmailOutboxTable } from '../../db/schema';
import type { MailEvent } from './mail-events';

export type OutboxRow = Selectable<EmailOutboxTable>;

/**
 * Queues one message; false when the event already has one (its dedupe key is taken, also by a
 * concurrent transaction). Call it with the action's transaction so the mail exists only if the action
 * does.
 */
export async function enqueueEmail(
  db: Kysely<Database>,
  event: MailEvent,
  mail: OutgoingMail,
  now: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto('email_outbox')
    .values({
      id: randomUUID(),
      kind: event.kind,
      dedupe_key: event.dedupeKey,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      recipient_id: mail.recipientId ?? null,
      list_unsubscribe: mail.listUnsubscribe ?? null,
      next_attempt_at: now,
      last_error: null,
      created_at: new Date(now).toISOString(),
      sent_at: null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(inserted);
}

export async function findDue(db: Kysely<Database>, now: number, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom('email_outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}

/**
 * Takes one due row for this worker by pushing its next attempt past a lease. Conditional on the value
 * we read, so of several app processes exactly one wins; a worker that dies mid-send frees it when the
 * lease ends.
 */
export async function claim(db: Kysely<Database>, row: OutboxRow, leaseUntil: number): Promise<boolean> {
  const result = await db
    .updateTable('email_outbox')
    .set({ next_attempt_at: leaseUntil })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '=', row.next_attempt_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markSent(
  db: Kysely<Database>,
  id: string,
  attempts: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({ status: 'sent', attempts, sent_at: new Date(now).toISOString(), last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markAttemptFailed(
  db: Kysely<Database>,
  id: string,
  attempts: number,
  error: string,
  nextAttemptAt: number,
  giveUp: boolean,
): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({
      status: giveUp ? 'failed' : 'pending',
      attempts,
      last_error: error.slice(0, 1000),
      next_attempt_at: nextAttemptAt,
    })
    .where('id', '=', id)
    .execute();
}

/** The recipient switched this kind off after it was queued: it stays in the outbox, marked, unsent. */
export async function markSkipped(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('email_outbox').set({ status: 'skipped' }).where('id', '=', id).execute();
}

export async function countPending(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many mails wait to be sent, and when the oldest of them was queued (null: none wait). */
export async function pendingBacklog(
  db: Kysely<Database>,
): Promise<{ pending: number; oldestCreatedAt: string | null }> {
  const row = await db
    .selectFrom('email_outbox')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { pending: Number(row.n), oldestCreatedAt: row.oldest ?? null };
}

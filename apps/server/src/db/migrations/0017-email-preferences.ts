import type { Kysely } from 'kysely';

/**
 * E-mail preferences and one-click unsubscribe (issue 17 item 5):
 * - `email_opt_outs`: one row per kind of mail a user switched off; no row means the kind is sent, so
 *   every kind defaults to on, and a kind added later is on for everyone without a data migration.
 * - `email_outbox.recipient_id`: whose mail it is, so the worker can honour a switch turned off after
 *   the mail was queued (rows queued before this migration have none and are sent as before).
 * - `email_outbox.list_unsubscribe`: the one-click URL sent as the List-Unsubscribe header (RFC 8058).
 * Both follow the account: deleting a user deletes their opt-outs and their queued mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_opt_outs')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('email_opt_outs_pk', ['user_id', 'kind'])
    .execute();
  await db.schema
    .alterTable('email_outbox')
    .addColumn('recipient_id', 'text', (col) => col.references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('email_outbox').addColumn('list_unsubscribe', 'text').execute();
  await db.schema.createIndex('email_outbox_recipient').on('email_outbox').column('recipient_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('email_outbox_recipient').execute();
  await db.schema.alterTable('email_outbox').dropColumn('list_unsubscribe').execute();
  await db.schema.alterTable('email_outbox').dropColumn('recipient_id').execute();
  await db.schema.dropTable('email_opt_outs').execute();
}

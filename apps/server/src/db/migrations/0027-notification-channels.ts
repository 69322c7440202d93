import { type Kysely, sql } from 'kysely';

/**
 * Notifications on three channels, a daily e-mail digest and "passed you" (issue 33 item 4, decision 037):
 * - `notifications.in_app`: 0 when the person turned the kind off in the app but another channel (the
 *   digest, push) still wants it; the inbox and its unread count show only 1.
 * - `notifications.emailed_at`: when the row went out in a digest; the partial index holds only rows not
 *   yet e-mailed, so the digest job reads the last day of them without scanning the table.
 * - `notifications.dedupe_key`: one notification per event where a limit applies ("passed you": one per
 *   person, routine, passer and UTC day); the unique index drops a repeat, also a raced one. Null never
 *   dedupes (both databases let a unique index hold any number of nulls).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notifications')
    .addColumn('in_app', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('notifications').addColumn('emailed_at', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('dedupe_key', 'text').execute();
  await db.schema
    .createIndex('notifications_dedupe_key')
    .on('notifications')
    .column('dedupe_key')
    .unique()
    .execute();
  await db.schema
    .createIndex('notifications_digest_due')
    .on('notifications')
    .columns(['created_at', 'user_id'])
    .where(sql.ref('emailed_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notifications_digest_due').execute();
  await db.schema.dropIndex('notifications_dedupe_key').execute();
  await db.schema.alterTable('notifications').dropColumn('dedupe_key').execute();
  await db.schema.alterTable('notifications').dropColumn('emailed_at').execute();
  await db.schema.alterTable('notifications').dropColumn('in_app').execute();
}

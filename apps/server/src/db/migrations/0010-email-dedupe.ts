import type { Kysely } from 'kysely';

/**
 * At most one follow mail per (follower, followee) and one join mail per (routine, joiner, UTC day),
 * however often someone unfollows and follows or leaves and joins again (issue 12, defect 5). The key
 * says which event a mail is for; the unique index lets `insert … on conflict do nothing` drop a repeat
 * even when two requests race. Mails without a key (null) are never deduplicated: both SQLite and
 * PostgreSQL let a unique index hold any number of nulls.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_outbox').addColumn('dedupe_key', 'text').execute();
  await db.schema
    .createIndex('email_outbox_dedupe_key')
    .on('email_outbox')
    .column('dedupe_key')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('email_outbox_dedupe_key').execute();
  await db.schema.alterTable('email_outbox').dropColumn('dedupe_key').execute();
}

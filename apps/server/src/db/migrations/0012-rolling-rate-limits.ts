import type { Kysely } from 'kysely';

/**
 * Sign-in attempts are limited over a rolling window: one row per attempt let through, so "at most N in
 * any 60 seconds" holds across clock-minute boundaries (rate_limits counts per fixed window, which let
 * twice the limit through around a boundary). Rows older than the window are deleted as keys are hit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_events_key_at')
    .on('rate_limit_events')
    .columns(['key', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_events').execute();
}

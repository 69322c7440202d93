import { type Kysely, sql } from 'kysely';

/**
 * One row per AI generation request (docs/engineering.md#ai-prompts-and-replies): who asked, for what,
 * which provider answered, how long it took and how it ended. Rate limits and quotas use rate_limits; this
 * table is the record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ai_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('routine', 'meal')`))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('duration_ms', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('outcome', 'text', (col) =>
      col.notNull().check(sql`outcome in ('ok', 'fallback', 'error', 'rate_limited', 'quota')`),
    )
    .addColumn('error_code', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('ai_requests_user')
    .on('ai_requests')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_requests').execute();
}

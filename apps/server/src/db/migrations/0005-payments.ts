import { type Kysely, sql } from 'kysely';

/**
 * Subscriptions and the provider events that change them (docs/engineering.md#payment-state). A subscription
 * is one provider's record (unique per provider + external id); payment_events keeps every verified event
 * once (unique per provider + event id), so a redelivered webhook is recognised and changes nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('external_id', 'text', (col) => col.notNull())
    .addColumn('plan_type', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('trialing', 'active', 'past_due', 'canceled', 'expired')`),
    )
    .addColumn('trial_ends_at', 'text')
    .addColumn('current_period_end', 'text')
    .addColumn('last_event_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('subscriptions_provider_external', ['provider', 'external_id'])
    .execute();
  await db.schema.createIndex('subscriptions_user').on('subscriptions').columns(['user_id']).execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('external_id', 'text')
    .addColumn('occurred_at', 'text', (col) => col.notNull())
    /** The normalized event as JSON (what was applied, or will be once its subscription is known). */
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    /** Null while the event waits for its subscription (it arrived before the one naming the user). */
    .addColumn('processed_at', 'text')
    .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
    .execute();
  await db.schema
    .createIndex('payment_events_external')
    .on('payment_events')
    .columns(['provider', 'external_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('subscriptions').execute();
}

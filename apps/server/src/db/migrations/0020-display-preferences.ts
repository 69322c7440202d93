import type { Kysely } from 'kysely';

/**
 * Display preferences on the account (issue 32 item 3): `profiles.weight_unit` ('kg' or 'lb') and
 * `profiles.theme` ('light' or 'dark'), so a page is drawn in the member's unit and theme from its first
 * byte, on every device. Existing accounts get what the app showed by default: kg and dark.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('weight_unit', 'text', (col) => col.notNull().defaultTo('kg'))
    .execute();
  await db.schema
    .alterTable('profiles')
    .addColumn('theme', 'text', (col) => col.notNull().defaultTo('dark'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('theme').execute();
  await db.schema.alterTable('profiles').dropColumn('weight_unit').execute();
}

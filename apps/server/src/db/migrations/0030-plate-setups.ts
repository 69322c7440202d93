import type { Kysely } from 'kysely';

/**
 * The plate calculator's setup on the account (issue 34 item 5, decision 044): `profiles.plate_setup`, the
 * member's bar and plates as JSON of the domain's plate setup schema. Null until they save one: then the
 * default for their weight unit applies, so a member who never opens it still sees plates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').addColumn('plate_setup', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('plate_setup').execute();
}

import type { Kysely } from 'kysely';

/**
 * A superset or circuit kept with the sets themselves (issue 34 item 7, decision 049): the group letter
 * (A, B, … in session order) of the exercise a set belongs to, null for one done alone. Imported sessions
 * have no routine whose workouts could say it (decision 046 keeps a routine's groups on `workouts`), so an
 * import from Hevy (superset_id) or from our own JSON export writes it here; the export reads it back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('set_logs').addColumn('group_key', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('set_logs').dropColumn('group_key').execute();
}

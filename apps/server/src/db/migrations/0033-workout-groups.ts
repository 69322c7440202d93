import type { Kysely } from 'kysely';

/**
 * Supersets and circuits (issue 34 item 3, decision 046): a workout's group letter (A, B, … in routine
 * order), null for a workout done alone. Consecutive workouts with the same letter form one group; the
 * routine service checks that before saving, so the column needs no constraint of its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workouts').addColumn('group_key', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workouts').dropColumn('group_key').execute();
}

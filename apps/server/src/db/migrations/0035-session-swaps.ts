import type { Kysely } from 'kysely';

/**
 * Swapped exercises (issue 34 item 6, decision 048): `workout_sessions.swaps`, the session's swaps as JSON
 * text, an object from a workout's index to the library exercise done in its place (`{"2":"dumbbell-bench-press"}`);
 * null when nothing is swapped. On the session's own row, so a tick reads it with the session it already
 * reads, and the swaps go with the session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workout_sessions').addColumn('swaps', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workout_sessions').dropColumn('swaps').execute();
}

import { findExercise } from '@stryd/domain';
import type { Kysely } from 'kysely';

/**
 * Workouts name a library exercise by its stable id where one fits (null for a custom exercise), so
 * 'Push-Ups' and 'push ups' are one exercise to the library pages and, later, the workout log. Workouts
 * saved before the library existed get the id their name (or an alias) resolves to.
 */
type Workouts = { workouts: { type: string; exercise_id: string | null } };

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workouts').addColumn('exercise_id', 'text').execute();
  await backfillExerciseIds(db);
}

/** Sets each workout's exercise_id from its name, where the library knows the name. */
export async function backfillExerciseIds(raw: Kysely<unknown>): Promise<void> {
  const db = raw.withTables<Workouts>();
  const names = await db.selectFrom('workouts').select('type').distinct().execute();
  for (const { type } of names) {
    const exercise = findExercise(type);
    if (!exercise) continue;
    await db.updateTable('workouts').set({ exercise_id: exercise.id }).where('type', '=', type).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workouts').dropColumn('exercise_id').execute();
}

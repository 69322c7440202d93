import { type Kysely, sql } from 'kysely';

/**
 * The bests a tick compares with, kept per person and exercise (issue 35 item 1, decision 050): one
 * primary-key read (and the open sessions' few sets) instead of a scan of the person's history of the
 * exercise. Each column is the max over the exercise's working sets of finished sessions (warm-ups never
 * count, decision 043), with the same rules as the scan it replaces (the e1RM unrounded). Backfilled
 * here from set_logs as exercise-bests.repository recomputes.
 *
 * Most reps at one weight cannot be a column (there is one per weight): `set_logs_reps_at_weight` is the
 * covering index its one remaining query reads, the working sets by person, exercise, weight and reps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exercise_bests')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('exercise_key', 'text', (col) => col.notNull())
    .addColumn('weight_kg', 'double precision')
    .addColumn('e1rm', 'double precision')
    .addColumn('set_volume_kg', 'double precision')
    .addColumn('seconds', 'integer')
    .addColumn('reps', 'integer')
    .addPrimaryKeyConstraint('exercise_bests_pk', ['user_id', 'exercise_key'])
    .execute();
  await sql`insert into exercise_bests
      (user_id, exercise_key, weight_kg, e1rm, set_volume_kg, seconds, reps)
    select set_logs.user_id, set_logs.exercise_key,
      max(weight_kg),
      max(case
        when weight_kg > 0 and reps = 1 then weight_kg
        when weight_kg > 0 and reps between 2 and 12 then weight_kg * (1 + reps / 30.0)
      end),
      max(case when weight_kg > 0 then weight_kg * reps end),
      max(seconds),
      max(case when weight_kg is null or weight_kg = 0 then reps end)
    from set_logs inner join workout_sessions on workout_sessions.id = set_logs.session_id
    where workout_sessions.finished_at is not null and set_type <> 'warmup'
    group by set_logs.user_id, set_logs.exercise_key`.execute(db);
  await db.schema
    .createIndex('set_logs_reps_at_weight')
    .on('set_logs')
    .columns(['user_id', 'exercise_key', 'weight_kg', 'reps', 'id'])
    .where(sql.ref('set_type'), '<>', 'warmup')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('set_logs_reps_at_weight').execute();
  await db.schema.dropTable('exercise_bests').execute();
}

import { type Kysely, sql } from 'kysely';

/**
 * The workout log (decision 019):
 * - `workout_sessions`: one training session of one routine, open from its first ticked set until it is
 *   finished; at most one open session per user and routine (a partial unique index), so two first ticks
 *   at once share one session. The routine's name is copied, and the link is cleared when the routine is
 *   deleted: history outlives routines.
 * - `set_logs`: every ticked set with its values, keyed by the client's id per set (idempotent retries),
 *   one row per set card of a session; what XP it earned and on which day, so unticking takes back
 *   exactly that; the records it set.
 * - `daily_user_xp`: XP a user earned per UTC day across all routines, for the daily ceiling; filled from
 *   the per-routine daily XP already earned.
 * - `profiles.history_public`: whether others may see the user's history (private by default).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('workout_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('routine_id', 'text', (col) => col.references('routines.id').onDelete('set null'))
    .addColumn('routine_name', 'text', (col) => col.notNull())
    .addColumn('creator_id', 'text')
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('last_set_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('duration_ms', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('set_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('volume_kg', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('xp_earned', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('record_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('workout_sessions_open')
    .on('workout_sessions')
    .columns(['user_id', 'routine_id'])
    .unique()
    .where(sql.ref('finished_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('workout_sessions_history')
    .on('workout_sessions')
    .columns(['user_id', 'started_at'])
    .execute();

  await db.schema
    .createTable('set_logs')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('session_id', 'text', (col) =>
      col.notNull().references('workout_sessions.id').onDelete('cascade'),
    )
    .addColumn('workout_index', 'integer', (col) => col.notNull())
    .addColumn('set_index', 'integer', (col) => col.notNull())
    .addColumn('exercise_key', 'text', (col) => col.notNull())
    .addColumn('exercise_id', 'text')
    .addColumn('exercise_name', 'text', (col) => col.notNull())
    .addColumn('reps', 'integer')
    .addColumn('weight_kg', 'double precision')
    .addColumn('seconds', 'integer')
    .addColumn('distance_m', 'integer')
    .addColumn('logged_at', 'text', (col) => col.notNull())
    .addColumn('xp_earned', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('xp_day', 'text')
    .addColumn('records', 'text', (col) => col.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('set_logs_pk', ['user_id', 'id'])
    .addUniqueConstraint('set_logs_card', ['session_id', 'workout_index', 'set_index'])
    .execute();
  await db.schema
    .createIndex('set_logs_exercise')
    .on('set_logs')
    .columns(['user_id', 'exercise_key', 'logged_at'])
    .execute();

  await db.schema
    .createTable('daily_user_xp')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('xp', 'integer', (col) => col.notNull().defaultTo(0).check(sql`xp >= 0`))
    .addPrimaryKeyConstraint('daily_user_xp_pk', ['user_id', 'day'])
    .execute();
  await sql`insert into daily_user_xp (user_id, day, xp)
    select user_id, day, sum(xp) from daily_xp group by user_id, day`.execute(db);

  await db.schema
    .alterTable('profiles')
    .addColumn('history_public', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('history_public').execute();
  await db.schema.dropTable('daily_user_xp').execute();
  await db.schema.dropTable('set_logs').execute();
  await db.schema.dropTable('workout_sessions').execute();
}

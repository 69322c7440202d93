import { type Kysely, sql } from 'kysely';

/**
 * Routines, participation, XP, follows, preferences, meal plans and the e-mail outbox
 * (docs/engineering.md#data). Booleans are 0/1 integers and lists are JSON text, so one schema serves SQLite
 * and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('routines')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('creator_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    // lower(trim(name)): names are unique per creator case-insensitively.
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('equipments', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('level', 'text', (col) => col.notNull())
    .addColumn('duration', 'text', (col) => col.notNull())
    .addColumn('estimated_time_minutes', 'text', (col) => col.notNull())
    .addColumn('rest_days', 'integer')
    .addColumn('reason', 'text')
    .addColumn('creation_type', 'text', (col) =>
      col.notNull().check(sql`creation_type in ('created', 'generated')`),
    )
    .addColumn('created_date', 'text', (col) => col.notNull())
    .addColumn('participant_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('routines_creator_name_key', ['creator_id', 'name_key'])
    .execute();
  await db.schema.createIndex('routines_popularity').on('routines').columns(['participant_count']).execute();
  await db.schema.createIndex('routines_level').on('routines').columns(['level']).execute();

  await db.schema
    .createTable('workouts')
    .addColumn('routine_id', 'text', (col) => col.notNull().references('routines.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('sets', 'integer', (col) => col.notNull().check(sql`sets >= 1`))
    .addColumn('reps', 'text', (col) => col.notNull())
    .addColumn('deleteable', 'integer', (col) => col.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('workouts_pk', ['routine_id', 'position'])
    .execute();

  await db.schema
    .createTable('participants')
    .addColumn('routine_id', 'text', (col) => col.notNull().references('routines.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('routine_xp', 'integer', (col) => col.notNull().defaultTo(0).check(sql`routine_xp >= 0`))
    .addColumn('joined_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('participants_pk', ['routine_id', 'user_id'])
    .execute();
  await db.schema.createIndex('participants_user').on('participants').columns(['user_id']).execute();
  await db.schema
    .createIndex('participants_leaderboard')
    .on('participants')
    .columns(['routine_id', 'routine_xp'])
    .execute();

  await db.schema
    .createTable('daily_xp')
    .addColumn('routine_id', 'text', (col) => col.notNull().references('routines.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('xp', 'integer', (col) => col.notNull().defaultTo(0).check(sql`xp >= 0`))
    .addPrimaryKeyConstraint('daily_xp_pk', ['routine_id', 'user_id', 'day'])
    .execute();

  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followee_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'followee_id'])
    .addCheckConstraint('follows_not_self', sql`follower_id <> followee_id`)
    .execute();
  await db.schema.createIndex('follows_followee').on('follows').columns(['followee_id']).execute();

  await db.schema
    .createTable('preferences')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('meal_plans')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_name', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('days', 'text', (col) => col.notNull())
    .addColumn('created_date', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('meal_plans_user')
    .on('meal_plans')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('email_outbox_due')
    .on('email_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'email_outbox',
    'meal_plans',
    'preferences',
    'follows',
    'daily_xp',
    'participants',
    'workouts',
    'routines',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

import { RANKS } from '@stryd/domain';
import { type Kysely, sql } from 'kysely';

/**
 * The feed's event cards (issue 33 item 1, decision 038):
 * - `ranks_reached`: each rank of the ladder a person reached, once per person and rank (the primary key),
 *   dated when the XP that reached it was earned. Filled with everyone's ranks as they stand, undated
 *   (`reached_at` null: reached before it was recorded, never shown in a feed), so a rank held today is not
 *   announced again should its holder lose XP and earn it back.
 * - `routines_feed`, `participants_feed` and `ranks_reached_feed`: each followed person's newest routines
 *   created, routines joined and ranks reached, read from the feed's keyset cursor (time, id) like
 *   `workout_sessions_feed`. `participants.joined_at` is already recorded on every join (migration 0002).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ranks_reached')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rank_index', 'integer', (col) => col.notNull())
    .addColumn('reached_at', 'text')
    .addPrimaryKeyConstraint('ranks_reached_pk', ['user_id', 'rank_index'])
    .execute();
  await db.schema
    .createIndex('ranks_reached_feed')
    .on('ranks_reached')
    .columns(['user_id', 'reached_at'])
    .execute();
  await db.schema
    .createIndex('routines_feed')
    .on('routines')
    .columns(['creator_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('participants_feed')
    .on('participants')
    .columns(['user_id', 'joined_at', 'routine_id'])
    .execute();
  await recordRanksHeld(db);
}

/** Every rank above the first that each person holds now, undated, from the ladder as it is. */
export async function recordRanksHeld<DB>(db: Kysely<DB>): Promise<void> {
  for (const [index, rank] of RANKS.entries()) {
    if (index === 0) continue;
    await sql`insert into ranks_reached (user_id, rank_index, reached_at)
      select user_id, ${sql.lit(index)}, null from profiles
      where total_xp >= ${sql.lit(rank.minScore)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('participants_feed').execute();
  await db.schema.dropIndex('routines_feed').execute();
  await db.schema.dropTable('ranks_reached').execute();
}

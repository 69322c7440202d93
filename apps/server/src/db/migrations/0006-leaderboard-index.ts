import type { Kysely } from 'kysely';

/**
 * The routine page's leaderboard orders by routine XP (high first), then join time, then user id.
 * 0002's index (routine_id, routine_xp) left the last two terms to a sort over every participant of the
 * routine (~2,800 rows for the most joined one); this index has the whole order and every participants
 * column the page reads, so any page of the leaderboard (the routine page's top 5, the
 * 'View leaderboards' pages) is a range of index entries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('participants_leaderboard_order')
    .on('participants')
    .columns(['routine_id', 'routine_xp desc', 'joined_at', 'user_id'])
    .execute();
  await db.schema.dropIndex('participants_leaderboard').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('participants_leaderboard')
    .on('participants')
    .columns(['routine_id', 'routine_xp'])
    .execute();
  await db.schema.dropIndex('participants_leaderboard_order').execute();
}

import type { Kysely } from 'kysely';
import { notBlockedWith } from '../../db/blocked-people';
import type { Database } from '../../db/schema';
import type { NewNotification } from './notifications.repository';

/**
 * The routine's participants other than the actor whose XP lies in [from, to) and above 0: the people
 * the actor just passed (nobody is "passed" who has not scored yet), less anyone in a block with them. One range of the leaderboard index
 * (routine_id, routine_xp desc, joined_at, user_id; migration 0006), in leaderboard order, at most `limit`.
 */
export function participantsBetween(
  db: Kysely<Database>,
  routineId: string,
  actorId: string,
  xp: { from: number; to: number },
  limit: number,
) {
  return db
    .selectFrom('participants')
    .select('user_id')
    .where('routine_id', '=', routineId)
    .where('routine_xp', '>=', Math.max(xp.from, 1))
    .where('routine_xp', '<', xp.to)
    .where('user_id', '<>', actorId)
    .where(notBlockedWith(db, 'user_id', actorId))
    .orderBy('routine_xp', 'desc')
    .orderBy('joined_at')
    .orderBy('user_id')
    .limit(limit)
    .execute();
}

/**
 * Inserts the notifications whose dedupe key is not taken yet (also by a racing tick) and answers with
 * those inserted.
 */
export function insertNewNotifications(db: Kysely<Database>, rows: NewNotification[]) {
  return db
    .insertInto('notifications')
    .values(rows)
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning(['user_id', 'in_app'])
    .execute();
}

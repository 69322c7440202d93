import type { FeedPerson } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { shownNameSql } from '../../db/shown-name';

/**
 * Blocks `blockedId` for `blockerId` and takes away what joined them: follows both ways, kudos each gave
 * the other's sessions, and notifications between them. One transaction, so nothing is half undone.
 */
export async function insertBlock(
  db: Kysely<Database>,
  blockerId: string,
  blockedId: string,
  at: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('blocks')
      .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: at })
      .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
      .execute();
    for (const [a, b] of [
      [blockerId, blockedId],
      [blockedId, blockerId],
    ] as const) {
      await trx.deleteFrom('follows').where('follower_id', '=', a).where('followee_id', '=', b).execute();
      await trx
        .deleteFrom('kudos')
        .where('user_id', '=', a)
        .where('session_id', 'in', trx.selectFrom('workout_sessions').select('id').where('user_id', '=', b))
        .execute();
      await trx.deleteFrom('notifications').where('user_id', '=', a).where('actor_id', '=', b).execute();
    }
  });
}

export async function deleteBlock(db: Kysely<Database>, blockerId: string, blockedId: string) {
  await db
    .deleteFrom('blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .execute();
}

/** Who of the two blocked the other: none, one of them, or both (each way is a primary-key probe). */
export async function blockersBetween(db: Kysely<Database>, a: string, b: string): Promise<string[]> {
  const rows = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .execute();
  return rows.map((row) => row.blocker_id);
}

/** The people the person blocked, most recent first. */
export function blockedPeople(db: Kysely<Database>, blockerId: string): Promise<FeedPerson[]> {
  return db
    .selectFrom('blocks')
    .innerJoin('users', 'users.id', 'blocks.blocked_id')
    .select(['users.id as id', shownNameSql().as('username'), 'users.image as image'])
    .where('blocks.blocker_id', '=', blockerId)
    .orderBy('blocks.created_at', 'desc')
    .orderBy('users.id')
    .execute();
}

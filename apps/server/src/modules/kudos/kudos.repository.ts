import type { FeedPerson } from '@stryd/domain';
import type { Kysely } from 'kysely';
import { notBlockedWith } from '../../db/blocked-people';
import type { Database } from '../../db/schema';
import { shownNameSql } from '../../db/shown-name';

/** Gives kudos once: a repeat (or a second at the same moment) changes nothing. True when given now. */
export async function giveKudos(
  db: Kysely<Database>,
  sessionId: string,
  userId: string,
  at: string,
): Promise<boolean> {
  const given = await db
    .insertInto('kudos')
    .values({ session_id: sessionId, user_id: userId, created_at: at })
    .onConflict((oc) => oc.columns(['session_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return given !== undefined;
}

export async function takeKudos(db: Kysely<Database>, sessionId: string, userId: string): Promise<void> {
  await db.deleteFrom('kudos').where('session_id', '=', sessionId).where('user_id', '=', userId).execute();
}

/** Per session: how many gave kudos, and whether the viewer did (sessions with none are absent). */
export async function kudosOf(
  db: Kysely<Database>,
  sessionIds: readonly string[],
  viewerId: string,
): Promise<Map<string, { count: number; given: boolean }>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('kudos')
    .select((eb) => [
      'session_id',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>(eb.case().when('user_id', '=', viewerId).then(1).else(0).end()).as('mine'),
    ])
    .where('session_id', 'in', [...sessionIds])
    .groupBy('session_id')
    .execute();
  return new Map(rows.map((r) => [r.session_id, { count: Number(r.n), given: Number(r.mine) > 0 }]));
}

/** Who gave kudos to a session, newest first, less anyone in a block with the viewer. */
export async function kudosPeople(
  db: Kysely<Database>,
  sessionId: string,
  viewerId: string,
  limit: number,
): Promise<FeedPerson[]> {
  return db
    .selectFrom('kudos')
    .innerJoin('users', 'users.id', 'kudos.user_id')
    .select(['users.id as id', shownNameSql().as('username'), 'users.image as image'])
    .where('kudos.session_id', '=', sessionId)
    .where(notBlockedWith(db, 'kudos.user_id', viewerId))
    .orderBy('kudos.created_at', 'desc')
    .orderBy('users.id')
    .limit(limit)
    .execute();
}

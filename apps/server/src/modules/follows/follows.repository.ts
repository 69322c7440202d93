import type { Kysely } from 'kysely';
import type { OutgoingMail } from '../../adapters/email/mailer';
import type { Database } from '../../db/schema';
import { shownNameSql } from '../../db/shown-name';
import { newFollowerEvent } from '../email/mail-events';
import { enqueueEmail } from '../email/outbox.repository';

export interface FollowPersonRow {
  userId: string;
  username: string;
  image: string | null;
}

const usernameOf = shownNameSql();

export async function countFollowers(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('followee_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countFollowings(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('follower_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function isFollowing(db: Kysely<Database>, followerId: string, followeeId: string) {
  const row = await db
    .selectFrom('follows')
    .select('follower_id')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();
  return Boolean(row);
}

/** The ids of everyone the user follows. */
export async function followeeIds(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('follows')
    .select('followee_id')
    .where('follower_id', '=', userId)
    .execute();
  return rows.map((r) => r.followee_id);
}

/** Follows once (the primary key makes repeats a no-op) and queues the e-mail for the pair's first follow only. */
export async function follow(
  db: Kysely<Database>,
  followerId: string,
  followeeId: string,
  createdAt: string,
  mail: OutgoingMail | null,
): Promise<{ created: boolean; followers: number }> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('follows')
      .values({ follower_id: followerId, followee_id: followeeId, created_at: createdAt })
      .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
      .returning('follower_id')
      .executeTakeFirst();
    if (inserted && mail)
      await enqueueEmail(trx, newFollowerEvent(followerId, followeeId), mail, Date.parse(createdAt));
    return { created: Boolean(inserted), followers: await countFollowers(trx, followeeId) };
  });
}

export async function unfollow(
  db: Kysely<Database>,
  followerId: string,
  followeeId: string,
): Promise<{ removed: boolean; followers: number }> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('follows')
      .where('follower_id', '=', followerId)
      .where('followee_id', '=', followeeId)
      .executeTakeFirst();
    return { removed: Number(result.numDeletedRows) > 0, followers: await countFollowers(trx, followeeId) };
  });
}

/**
 * The people on one side of a user's follows, most recent first: `followers` (who follow the user) or
 * `followings` (whom the user follows).
 */
export async function listFollowPeople(
  db: Kysely<Database>,
  userId: string,
  side: 'followers' | 'followings',
  limit: number,
) {
  const [person, user] =
    side === 'followers'
      ? (['follows.follower_id', 'follows.followee_id'] as const)
      : (['follows.followee_id', 'follows.follower_id'] as const);
  const rows = await db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', person)
    .select(['users.id', 'users.image', usernameOf.as('username')])
    .where(user, '=', userId)
    .orderBy('follows.created_at', 'desc')
    .orderBy('users.id')
    .limit(limit)
    .execute();
  return rows.map((r): FollowPersonRow => ({ userId: r.id, username: r.username, image: r.image }));
}

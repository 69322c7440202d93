import { profilePath } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/session';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { refuseIfBlocked } from '../blocks/blocks.service';
import { followMail } from '../email/email.templates';
import type { MailLinks } from '../email/mail-links';
import { type InboxNotices, notify } from '../notifications/notifications.service';
import { countPerHour, tryAgainIn } from '../rate-limit/per-hour';
import { findAccount } from '../users/users.repository';
import {
  countFollowers,
  countFollowings,
  follow,
  followeeIds,
  isFollowing,
  listFollowPeople,
  unfollow,
} from './follows.repository';

export const CANNOT_FOLLOW_SELF = 'You cannot follow yourself.';
export const CANNOT_UNFOLLOW_SELF = 'You cannot unfollow yourself.';

export const FOLLOWS_PER_HOUR = 100;
export const followsRateLimited = (minutes: number) =>
  `You can follow ${FOLLOWS_PER_HOUR} people an hour. ${tryAgainIn(minutes)}`;

export interface FollowAnswer {
  following: boolean;
  followers: number;
}

/** The session user follows the target; the target gets an e-mail the first time only. */
export async function followUser(
  db: Kysely<Database>,
  links: MailLinks,
  inbox: InboxNotices,
  viewer: Viewer,
  targetId: string,
  now: Date,
): Promise<FollowAnswer> {
  if (targetId === viewer.id) throw badRequest(CANNOT_FOLLOW_SELF, 'CANNOT_FOLLOW_SELF');
  const target = await findAccount(db, targetId);
  if (!target) throw notFound('User not found.', 'USER_NOT_FOUND');
  await refuseIfBlocked(db, viewer.id, target.id);
  await countPerHour(
    db,
    { kind: 'follow', max: FOLLOWS_PER_HOUR, code: 'FOLLOW_RATE_LIMITED', message: followsRateLimited },
    viewer.id,
    now,
  );
  const mail = followMail({
    to: target.email,
    followeeName: target.username,
    followerName: viewer.username,
    followerUrl: `${links.siteUrl}${profilePath(viewer.id)}`,
    unsubscribe: links.unsubscribe(target.id, 'new-follower'),
  });
  const { created, followers } = await follow(db, viewer.id, target.id, now.toISOString(), mail);
  if (created) await notify(db, inbox, { userId: target.id, kind: 'follow', actorId: viewer.id }, now);
  return { following: true, followers };
}

export async function unfollowUser(
  db: Kysely<Database>,
  viewer: Viewer,
  targetId: string,
): Promise<FollowAnswer> {
  if (targetId === viewer.id) throw badRequest(CANNOT_UNFOLLOW_SELF, 'CANNOT_FOLLOW_SELF');
  const target = await findAccount(db, targetId);
  if (!target) throw notFound('User not found.', 'USER_NOT_FOUND');
  const { followers } = await unfollow(db, viewer.id, target.id);
  return { following: false, followers };
}

/** A profile's socials: up to `limit` people each way, exact counts, and whether the viewer follows. */
export async function profileSocials(
  db: Kysely<Database>,
  userId: string,
  viewerId: string | null,
  limit: number,
) {
  const [followers, followings, followersCount, followingsCount, viewerFollows] = await Promise.all([
    listFollowPeople(db, userId, 'followers', limit),
    listFollowPeople(db, userId, 'followings', limit),
    countFollowers(db, userId),
    countFollowings(db, userId),
    viewerId && viewerId !== userId ? isFollowing(db, viewerId, userId) : Promise.resolve(false),
  ]);
  return { followers, followings, followersCount, followingsCount, viewerFollows };
}

/** Everyone the user follows (an open feed listens for them). */
export function followeesOf(db: Kysely<Database>, userId: string): Promise<string[]> {
  return followeeIds(db, userId);
}

/** Whether `viewerId` follows `ownerId`: what a followers-only session asks (workout-log). */
export function follows(db: Kysely<Database>, viewerId: string, ownerId: string): Promise<boolean> {
  return isFollowing(db, viewerId, ownerId);
}

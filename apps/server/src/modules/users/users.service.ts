import type { UserView } from '@stryd/domain';
import { rankForXp } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/session';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { blockFromViewer } from '../blocks/blocks.service';
import type { FollowPersonRow } from '../follows/follows.repository';
import { profileSocials } from '../follows/follows.service';
import { mealPlansOf } from '../meals/meals.service';
import { loadPreferences } from '../preferences/preferences.service';
import { profileRoutines } from '../routines/routines.service';
import { userPlanOf } from './plan.service';
import { findAccount } from './users.repository';

/** Follower and following lists carry at most this many people; the counts are always exact. */
export const SOCIAL_LIST_LIMIT = 500;

const person = (p: FollowPersonRow) => ({
  userID: p.userId,
  username: p.username,
  profileImageLink: p.image ?? '',
});

/** Whether an account has this id (a profile page's 404). */
export async function userExists(db: Kysely<Database>, userId: string): Promise<boolean> {
  return (await findAccount(db, userId)) !== undefined;
}

/**
 * A profile as docs/product.md#user-fields describes it. E-mail and meal plans are shown only to their owner.
 * Someone the owner blocked finds no such profile; someone who blocked the owner sees only who it is
 * (to unblock them), not their routines or people.
 */
export async function getUserProfile(
  db: Kysely<Database>,
  viewer: Viewer | null,
  userId: string,
  now: Date,
): Promise<UserView> {
  const account = await findAccount(db, userId);
  if (!account) throw notFound('User not found.', 'USER_NOT_FOUND');
  const isSelf = viewer?.id === account.id;
  const block = viewer && !isSelf ? await blockFromViewer(db, viewer.id, account.id) : 'none';
  if (block === 'by-other') throw notFound('User not found.', 'USER_NOT_FOUND');
  const hasBlocked = block === 'by-viewer';
  const [preferences, socials, routines, meals] = await Promise.all([
    loadPreferences(db, account.id),
    profileSocials(db, account.id, viewer?.id ?? null, hasBlocked ? 0 : SOCIAL_LIST_LIMIT),
    hasBlocked ? { created: [], joined: [] } : profileRoutines(db, account.id),
    isSelf ? mealPlansOf(db, account.id) : Promise.resolve([]),
  ]);
  const { followers, followings, followersCount, followingsCount } = socials;
  const summaries = routines.created;
  return {
    _id: account.id,
    id: account.id,
    userID: account.id,
    username: account.username,
    ...(isSelf ? { email: account.email } : {}),
    profileImageLink: account.image ?? '',
    totalXP: account.totalXp,
    rank: rankForXp(account.totalXp).name,
    userPlan: await userPlanOf(db, account.id, now),
    interests: { workoutInterests: preferences?.workoutInterests ?? [] },
    socials: {
      followers: followers.map(person),
      followings: followings.map(person),
      followersCount,
      followingsCount,
    },
    stryds: {
      routines: summaries.filter((r) => r.routineCreationType === 'generated'),
      joinedRoutines: routines.joined.map((j) => ({
        routineName: j.name,
        estimatedTimeMinutes: j.estimatedTimeMinutes,
        routineCreator: j.creatorUsername,
        routineCreatorUserID: j.creatorId,
      })),
    },
    createdStryds: { routines: summaries.filter((r) => r.routineCreationType === 'created') },
    meals,
    viewer: { isSelf, isFollowing: socials.viewerFollows, hasBlocked },
  };
}

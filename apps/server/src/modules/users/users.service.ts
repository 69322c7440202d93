import type { UserView } from '@stryd/domain';
import { rankForXp } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/session';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import {
  countFollowers,
  countFollowings,
  type FollowPersonRow,
  isFollowing,
  listFollowPeople,
} from '../follows/follows.repository';
import { findAccount } from '../me/me.repository';
import { mealPlansOf } from '../meals/meals.service';
import { loadPreferences } from '../preferences/preferences.service';
import { listJoinedRoutines, listRoutinesByCreator } from '../routines/routines.repository';
import { routineSummary } from '../routines/routines.service';
import { userPlanOf } from './plan.service';

/** Follower and following lists carry at most this many people; the counts are always exact. */
export const SOCIAL_LIST_LIMIT = 500;

const person = (p: FollowPersonRow) => ({
  userID: p.userId,
  username: p.username,
  profileImageLink: p.image ?? '',
});

/** A profile as SPEC §3 describes it. E-mail and meal plans are shown only to their owner. */
export async function getUserProfile(
  db: Kysely<Database>,
  viewer: Viewer | null,
  userId: string,
): Promise<UserView> {
  const account = await findAccount(db, userId);
  if (!account) throw notFound('User not found.', 'USER_NOT_FOUND');
  const isSelf = viewer?.id === account.id;
  const [
    preferences,
    followers,
    followings,
    followersCount,
    followingsCount,
    routines,
    joined,
    meals,
    follows,
  ] = await Promise.all([
    loadPreferences(db, account.id),
    listFollowPeople(db, account.id, 'followers', SOCIAL_LIST_LIMIT),
    listFollowPeople(db, account.id, 'followings', SOCIAL_LIST_LIMIT),
    countFollowers(db, account.id),
    countFollowings(db, account.id),
    listRoutinesByCreator(db, account.id),
    listJoinedRoutines(db, account.id),
    isSelf ? mealPlansOf(db, account.id) : Promise.resolve([]),
    viewer && !isSelf ? isFollowing(db, viewer.id, account.id) : Promise.resolve(false),
  ]);
  const summaries = routines.map(routineSummary);
  return {
    _id: account.id,
    id: account.id,
    userID: account.id,
    username: account.username,
    ...(isSelf ? { email: account.email } : {}),
    profileImageLink: account.image ?? '',
    totalXP: account.totalXp,
    rank: rankForXp(account.totalXp).name,
    userPlan: await userPlanOf(db, account.id),
    interests: { workoutInterests: preferences?.workoutInterests ?? [] },
    socials: {
      followers: followers.map(person),
      followings: followings.map(person),
      followersCount,
      followingsCount,
    },
    stryds: {
      routines: summaries.filter((r) => r.routineCreationType === 'generated'),
      joinedRoutines: joined.map((j) => ({
        routineName: j.name,
        estimatedTimeMinutes: j.estimatedTimeMinutes,
        routineCreator: j.creatorUsername,
        routineCreatorUserID: j.creatorId,
      })),
    },
    createdStryds: { routines: summaries.filter((r) => r.routineCreationType === 'created') },
    meals,
    viewer: { isSelf, isFollowing: follows },
  };
}

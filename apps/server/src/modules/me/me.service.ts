import { type CurrentUser, rankForXp } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { userPlanOf } from '../users/plan.service';
import { findAccount } from '../users/users.repository';

export async function getMe(db: Kysely<Database>, userId: string, now: Date): Promise<CurrentUser | null> {
  const account = await findAccount(db, userId);
  if (!account) return null;
  return {
    id: account.id,
    username: account.username,
    email: account.email,
    profileImageLink: account.image,
    totalXP: account.totalXp,
    rank: rankForXp(account.totalXp).name,
    userPlan: await userPlanOf(db, account.id, now),
  };
}

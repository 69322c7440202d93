import { type CurrentUser, type MeAnswer, rankForXp } from '@stryd/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
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
    weightUnit: account.weightUnit,
    theme: account.theme,
  };
}

/** GET /api/me's answer for a request: the signed-in account, or null (also drawn into a server-drawn screen). */
export async function meAnswer(
  { session, database, clock }: Pick<AppContext, 'session' | 'database' | 'clock'>,
  request: FastifyRequest,
): Promise<MeAnswer> {
  const viewer = await session.optional(request);
  return { user: viewer ? await getMe(database.db, viewer.id, clock.now()) : null };
}

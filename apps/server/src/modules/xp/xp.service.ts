import { DAILY_XP_CEILING, rankForXp, todayIso, XP_PER_SET, type XpAnswer } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/session';
import type { Database } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { FeedNotices } from '../feed/feed.service';
import type { InboxNotices } from '../notifications/notifications.service';
import { riseOf, tellPassed } from '../notifications/passing.service';
import { ROUTINE_NOT_FOUND, requireRoutine, routineDailyCap } from '../routines/routines.service';
import { PREMIUM_MESSAGES, requirePremium } from '../users/plan.service';
import { addTick, removeTick, type TickRefusal, type TickResult } from './xp.repository';

export const XP_MESSAGES = {
  notParticipant: 'Join this routine to earn XP on it.',
  dailyCap: "You've earned today's full XP on this routine. Come back tomorrow for more.",
  dailyCeiling: `You've earned today's most XP (${DAILY_XP_CEILING} XP across all routines). Come back tomorrow for more.`,
  nothingToUndo: 'There is no XP from today on this routine to take back.',
} as const;

function refusal(reason: TickRefusal) {
  switch (reason) {
    case 'NOT_PARTICIPANT':
      return forbidden(XP_MESSAGES.notParticipant, 'NOT_PARTICIPANT');
    case 'DAILY_XP_CAP':
      return conflict(XP_MESSAGES.dailyCap, 'DAILY_XP_CAP');
    case 'DAILY_XP_CEILING':
      return conflict(XP_MESSAGES.dailyCeiling, 'DAILY_XP_CEILING');
    case 'NOTHING_TO_UNDO':
      return conflict(XP_MESSAGES.nothingToUndo, 'NOTHING_TO_UNDO');
    case 'ROUTINE_GONE':
      return notFound(ROUTINE_NOT_FOUND, 'ROUTINE_NOT_FOUND');
  }
}

/**
 * docs/engineering.md#xp-bookkeeping: one tick (or untick) moves routine XP, today's XP and total XP by
 * exactly XP_PER_SET in one transaction. The amount a client sends is ignored.
 */
export async function changeRoutineXp(
  db: Kysely<Database>,
  viewer: Viewer,
  creatorId: string,
  routineName: string,
  direction: 'increment' | 'decrement',
  now: Date,
  { inbox, feed }: { inbox: InboxNotices; feed: FeedNotices },
): Promise<XpAnswer> {
  await requirePremium(db, viewer.id, now, PREMIUM_MESSAGES.updateXp);
  const routine = await requireRoutine(db, creatorId, routineName);
  const cap = await routineDailyCap(db, routine.id);
  const input = { routineId: routine.id, userId: viewer.id, day: todayIso(now), amount: XP_PER_SET };
  const result =
    direction === 'increment'
      ? await addTick(db, { ...input, cap, ceiling: DAILY_XP_CEILING, at: now.toISOString() })
      : await removeTick(db, input);
  if (!result.ok) throw refusal(result.reason);
  if (result.rankReached) await feed.publish(viewer.id);
  if (direction === 'increment')
    await tellPassed(db, inbox, riseOf(routine.id, viewer.id, result.routineXp), now);
  return xpAnswerOf(result, cap);
}

/** The XP answer after an accepted tick or untick: the server's numbers and the rank they give. */
export function xpAnswerOf(result: Extract<TickResult, { ok: true }>, dailyCap: number): XpAnswer {
  return {
    routineXP: result.routineXp,
    totalXP: result.totalXp,
    rank: rankForXp(result.totalXp).name,
    todayXP: result.todayXp,
    dailyCap,
  };
}

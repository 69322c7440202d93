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
import {
  addTick,
  removeTick,
  type TickInput,
  type TickRefusal,
  type TickResult,
  type UntickInput,
} from './xp.repository';

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
 * SPEC's tick for one set (docs/engineering.md#xp-bookkeeping): XP_PER_SET towards today, under the
 * routine's daily cap and the daily ceiling. Both tick paths — SPEC's increment endpoint and the set log —
 * build their tick here, so the rule has one home; the repository applies it atomically.
 */
export function tickOfOneSet(routineId: string, userId: string, cap: number, now: Date): TickInput {
  return {
    ...untickOfOneSet(routineId, userId, now),
    cap,
    ceiling: DAILY_XP_CEILING,
    at: now.toISOString(),
  };
}

/** Taking back one tick of today (SPEC's decrement). */
function untickOfOneSet(routineId: string, userId: string, now: Date): UntickInput {
  return { routineId, userId, day: todayIso(now), amount: XP_PER_SET };
}

/**
 * What follows an accepted tick, after its commit (so its locks are not held for it): people this
 * tick passed on the routine's board are told, and a rank reached becomes a card in the feeds.
 */
export async function afterTick(
  db: Kysely<Database>,
  { inbox, feed }: { inbox: InboxNotices; feed: FeedNotices },
  tick: { routineId: string; userId: string; routineXp: number; rankReached: boolean },
  now: Date,
): Promise<void> {
  await tellPassed(db, inbox, riseOf(tick.routineId, tick.userId, tick.routineXp), now);
  if (tick.rankReached) await feed.publish(tick.userId);
}

/**
 * SPEC's increment and decrement: one tick (or untick) moves routine XP, today's XP and total XP by
 * exactly XP_PER_SET in one transaction. The amount a client sends is ignored.
 */
export async function changeRoutineXp(
  db: Kysely<Database>,
  viewer: Viewer,
  creatorId: string,
  routineName: string,
  direction: 'increment' | 'decrement',
  now: Date,
  notices: { inbox: InboxNotices; feed: FeedNotices },
): Promise<XpAnswer> {
  await requirePremium(db, viewer.id, now, PREMIUM_MESSAGES.updateXp);
  const routine = await requireRoutine(db, creatorId, routineName);
  const cap = await routineDailyCap(db, routine.id);
  const result =
    direction === 'increment'
      ? await addTick(db, tickOfOneSet(routine.id, viewer.id, cap, now))
      : await removeTick(db, untickOfOneSet(routine.id, viewer.id, now));
  if (!result.ok) throw refusal(result.reason);
  // An untick reaches no rank and passes nobody.
  if (direction === 'increment') {
    await afterTick(db, notices, { routineId: routine.id, userId: viewer.id, ...result }, now);
  }
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

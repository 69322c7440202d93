import { randomUUID } from 'node:crypto';
import { todayIso, XP_PER_SET } from '@stryd/domain';
import type { Kysely } from 'kysely';
import { isForeignKeyViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { optOutsOfKind } from './notifications.repository';
import { deliveryOf, type InboxNotices, queuePush } from './notifications.service';
import { insertNewNotifications, participantsBetween } from './passing.repository';

/** Most people one tick tells "passed you" (a tick moves XP by one set; a crowd at one score is capped). */
export const PASSED_LIMIT = 10;

export interface XpRise {
  routineId: string;
  actorId: string;
  /** The actor's routine XP before and after the change. */
  from: number;
  to: number;
}

/** One tick's rise: the routine XP it left, less the set it paid. */
export function riseOf(routineId: string, actorId: string, routineXp: number): XpRise {
  return { routineId, actorId, from: routineXp - XP_PER_SET, to: routineXp };
}

/**
 * Tells the people whose routine XP the actor's just rose past (theirs in [from, to): a tie before is
 * now behind; a tie after is not passed). At most one per person, routine, passer and UTC day (the
 * dedupe key), honouring each person's switches. On the set-tick path: one indexed query when nobody
 * was passed, which is nearly always.
 */
export async function tellPassed(
  db: Kysely<Database>,
  inbox: InboxNotices,
  rise: XpRise,
  now: Date,
): Promise<void> {
  if (rise.to <= rise.from) return;
  const passed = await participantsBetween(db, rise.routineId, rise.actorId, rise, PASSED_LIMIT);
  if (passed.length === 0) return;
  const ids = passed.map((row) => row.user_id);
  const off = await optOutsOfKind(db, ids, 'passed');
  const day = todayIso(now);
  const offFor = (userId: string) => off.filter((row) => row.user_id === userId).map((row) => row.channel);
  const rows = ids.flatMap((userId) => {
    const delivery = deliveryOf(offFor(userId));
    if (!delivery.keep) return [];
    return [
      {
        id: randomUUID(),
        user_id: userId,
        kind: 'passed',
        actor_id: rise.actorId,
        session_id: null,
        comment_id: null,
        routine_id: rise.routineId,
        created_at: now.toISOString(),
        read_at: null,
        in_app: delivery.inApp ? 1 : 0,
        dedupe_key: `passed:${userId}:${rise.routineId}:${rise.actorId}:${day}`,
      },
    ];
  });
  if (rows.length === 0) return;
  const inserted = await insertNewNotifications(db, rows).catch((error: unknown) => {
    // Someone (or the routine) deleted since the read: the tick stands, that round tells nobody.
    if (isForeignKeyViolation(error)) return [];
    throw error;
  });
  for (const { user_id: userId, in_app: inApp } of inserted) {
    if (Number(inApp) === 1) await inbox.publish(userId);
    const told = rows.find((row) => row.user_id === userId);
    if (told) {
      const { read_at: _read, in_app: _inApp, dedupe_key: _key, ...facts } = told;
      await queuePush(db, facts, offFor(userId));
    }
  }
}

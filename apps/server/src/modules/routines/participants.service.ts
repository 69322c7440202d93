import { type LeaderboardPage, routineNameKey, routinePath, todayIso } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/session';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { blockedEitherWay, hidingBlocked } from '../blocks/blocks.service';
import { joinMail } from '../email/email.templates';
import type { MailLinks } from '../email/mail-links';
import { type InboxNotices, notify } from '../notifications/notifications.service';
import { isPremium, PREMIUM_MESSAGES, premiumRequired, requirePremium } from '../users/plan.service';
import { findAccount } from '../users/users.repository';
import {
  findParticipant,
  joinRoutine as joinRoutineRows,
  leaveRoutine as leaveRoutineRows,
  listParticipants,
} from './participants.repository';
import { findRoutine } from './routines.repository';
import type { LeaderboardQuery } from './routines.schemas';
import { participantView, ROUTINE_NOT_FOUND, requireRoutine } from './routines.service';

// Who takes part in a routine: joining, leaving and the whole leaderboard.

export const CREATOR_CANNOT_JOIN = 'You created this routine, so you are already in it.';
export const CREATOR_CANNOT_LEAVE = 'You created this routine, so you cannot leave it. Delete it instead.';
/** One page of a routine's whole leaderboard ('View leaderboards'); the same gates as getRoutine. */
export async function getLeaderboard(
  db: Kysely<Database>,
  viewer: Viewer,
  creatorId: string,
  name: string,
  { offset, limit }: LeaderboardQuery,
  now: Date,
): Promise<LeaderboardPage> {
  const [premium, routine] = await Promise.all([
    isPremium(db, viewer.id, now),
    findRoutine(db, creatorId, routineNameKey(name)),
  ]);
  if (!premium) throw premiumRequired(PREMIUM_MESSAGES.viewRoutine);
  if (!routine) throw notFound(ROUTINE_NOT_FOUND, 'ROUTINE_NOT_FOUND');
  // One row more than asked says whether another page exists, whatever participant_count says meanwhile.
  const rows = await listParticipants(db, routine.id, limit + 1, offset);
  const page = await hidingBlocked(db, viewer.id, rows.slice(0, limit));
  return {
    participants: page.map((p, index) => ({ ...participantView(p), position: offset + index + 1 })),
    total: Number(routine.participant_count),
    nextOffset: rows.length > limit ? offset + limit : null,
  };
}

export async function joinRoutine(
  db: Kysely<Database>,
  links: MailLinks,
  inbox: InboxNotices,
  viewer: Viewer,
  creatorId: string,
  name: string,
  now: Date,
) {
  await requirePremium(db, viewer.id, now, PREMIUM_MESSAGES.joinRoutine);
  const routine = await requireRoutine(db, creatorId, name);
  if (routine.creator_id === viewer.id) throw badRequest(CREATOR_CANNOT_JOIN, 'CREATOR_CANNOT_JOIN');

  const [creator, blocked] = await Promise.all([
    findAccount(db, routine.creator_id),
    blockedEitherWay(db, viewer.id, routine.creator_id),
  ]);
  // The routine is public, so anyone may join it; a creator in a block with them is not told.
  const mail =
    creator && !blocked
      ? joinMail({
          to: creator.email,
          creatorName: creator.username,
          joinerName: viewer.username,
          routineName: routine.name,
          routineUrl: `${links.siteUrl}${routinePath(routine.creator_id, routine.name)}`,
          unsubscribe: links.unsubscribe(creator.id, 'routine-joined'),
        })
      : null;
  const result = await joinRoutineRows(db, routine.id, viewer.id, now.toISOString(), mail);
  const participant = result && (await findParticipant(db, routine.id, viewer.id));
  if (!result || !participant) throw notFound(ROUTINE_NOT_FOUND, 'ROUTINE_NOT_FOUND');
  const { joined, participantCount } = result;
  if (joined)
    await notify(
      db,
      inbox,
      { userId: routine.creator_id, kind: 'join', actorId: viewer.id, routineId: routine.id },
      now,
    );
  return {
    created: joined,
    answer: {
      joined: true as const,
      alreadyJoined: !joined,
      participantCount,
      participant: participantView(participant),
    },
  };
}

export async function leaveRoutine(
  db: Kysely<Database>,
  viewer: Viewer,
  creatorId: string,
  name: string,
  now: Date,
) {
  const routine = await requireRoutine(db, creatorId, name);
  if (routine.creator_id === viewer.id) throw badRequest(CREATOR_CANNOT_LEAVE, 'CREATOR_CANNOT_LEAVE');
  const { left, participantCount } = await leaveRoutineRows(db, routine.id, viewer.id, todayIso(now));
  return { left: true as const, wasParticipant: left, participantCount };
}

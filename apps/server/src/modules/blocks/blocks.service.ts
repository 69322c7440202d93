import { randomUUID } from 'node:crypto';
import {
  type BlockAnswer,
  type BlockedPeopleAnswer,
  HIDDEN_PERSON_ID_PREFIX,
  HIDDEN_PERSON_NAME,
  SAFETY_MESSAGES,
} from '@stryd/domain';
import type { Kysely } from 'kysely';
import { blockedWith } from '../../db/blocked-people';
import type { Database } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { InboxNotices } from '../notifications/notifications.service';
import { findAccount } from '../users/users.repository';
import { blockedPeople, blockersBetween, deleteBlock, insertBlock } from './blocks.repository';

async function otherPerson(db: Kysely<Database>, viewerId: string, targetId: string) {
  if (targetId === viewerId) throw badRequest(SAFETY_MESSAGES.blockSelf, 'CANNOT_BLOCK_SELF');
  if (!(await findAccount(db, targetId))) throw notFound('User not found.', 'USER_NOT_FOUND');
}

/**
 * The viewer blocks someone: from now on neither sees the other (docs/product.md#blocking). Their
 * follows, kudos and notifications between them go; both inboxes are told, as their counts may drop.
 */
export async function block(
  db: Kysely<Database>,
  inbox: InboxNotices,
  viewerId: string,
  targetId: string,
  now: Date,
): Promise<BlockAnswer> {
  await otherPerson(db, viewerId, targetId);
  await insertBlock(db, viewerId, targetId, now.toISOString());
  await Promise.all([inbox.publish(viewerId), inbox.publish(targetId)]);
  return { blocked: true };
}

/** Takes the viewer's block back; what it took away (follows, kudos) stays gone. */
export async function unblock(
  db: Kysely<Database>,
  viewerId: string,
  targetId: string,
): Promise<BlockAnswer> {
  await otherPerson(db, viewerId, targetId);
  await deleteBlock(db, viewerId, targetId);
  return { blocked: false };
}

export async function blockedPeopleOf(db: Kysely<Database>, viewerId: string): Promise<BlockedPeopleAnswer> {
  return { people: await blockedPeople(db, viewerId) };
}

/** Whether either has blocked the other: nothing passes between them. */
export async function blockedEitherWay(db: Kysely<Database>, a: string, b: string): Promise<boolean> {
  return (await blockersBetween(db, a, b)).length > 0;
}

/**
 * How a block stands between the viewer and another person, in one read: the viewer's own block comes
 * first (their profile offers "Unblock"), else the other's (docs/product.md#blocking).
 */
export async function blockFromViewer(
  db: Kysely<Database>,
  viewerId: string,
  targetId: string,
): Promise<'none' | 'by-viewer' | 'by-other'> {
  const blockers = await blockersBetween(db, viewerId, targetId);
  if (blockers.includes(viewerId)) return 'by-viewer';
  return blockers.length > 0 ? 'by-other' : 'none';
}

/** The ids of everyone in a block with the viewer, either way. */
export async function blockedWithViewer(db: Kysely<Database>, viewerId: string): Promise<Set<string>> {
  return new Set((await blockedWith(db, viewerId).execute()).map((row) => row.id));
}

/** Refuses what one person would do to another (follow) when a block stands between them. */
export async function refuseIfBlocked(db: Kysely<Database>, viewerId: string, targetId: string) {
  if (await blockedEitherWay(db, viewerId, targetId)) throw forbidden(SAFETY_MESSAGES.blocked, 'BLOCKED');
}

/**
 * A list of people as this viewer may see it: anyone in a block with them keeps their place (a
 * leaderboard's order is everyone's) but not their name, picture or link.
 */
export async function hidingBlocked<T extends { userId: string; username: string; image: string | null }>(
  db: Kysely<Database>,
  viewerId: string,
  people: readonly T[],
): Promise<T[]> {
  if (people.length === 0) return [];
  const hidden = await blockedWithViewer(db, viewerId);
  if (hidden.size === 0) return [...people];
  return people.map((p) =>
    hidden.has(p.userId)
      ? {
          ...p,
          userId: `${HIDDEN_PERSON_ID_PREFIX}${randomUUID()}`,
          username: HIDDEN_PERSON_NAME,
          image: null,
        }
      : p,
  );
}

import { type Kysely, sql } from 'kysely';
import type { OutgoingMail } from '../../adapters/email/mailer';
import { isForeignKeyViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { shownNameSql } from '../../db/shown-name';
import { routineJoinedEvent } from '../email/mail-events';
import { enqueueEmail } from '../email/outbox.repository';
import { lockRoutine, takeBackSetXp, takeBackTotalXp } from './routine-lock.repository';
import type { PersonRow } from './routines.repository';

// A routine's participants: joining, leaving and the leaderboard rows.

export interface ParticipantRow extends PersonRow {
  routineXp: number;
  joinedAt: string;
}

const usernameOf = shownNameSql();

/** A routine's participants with the user fields a leaderboard row shows. */
const participantsWithUsers = (db: Kysely<Database>) =>
  db
    .selectFrom('participants')
    .innerJoin('users', 'users.id', 'participants.user_id')
    .select([
      'participants.user_id',
      'participants.routine_xp',
      'participants.joined_at',
      'users.image',
      usernameOf.as('username'),
    ]);

function toParticipant(row: {
  user_id: string;
  routine_xp: number | string;
  joined_at: string;
  image: string | null;
  username: string;
}): ParticipantRow {
  return {
    userId: row.user_id,
    username: row.username,
    image: row.image,
    routineXp: Number(row.routine_xp),
    joinedAt: row.joined_at,
  };
}

/** The viewer's own leaderboard row and their XP on the routine today, in one query. */
export async function findViewerRow(
  db: Kysely<Database>,
  routineId: string,
  userId: string,
  day: string,
): Promise<{ participant: ParticipantRow | undefined; todayXp: number }> {
  const row = await participantsWithUsers(db)
    .leftJoin('daily_xp', (join) =>
      join
        .onRef('daily_xp.routine_id', '=', 'participants.routine_id')
        .onRef('daily_xp.user_id', '=', 'participants.user_id')
        .on('daily_xp.day', '=', day),
    )
    .select('daily_xp.xp')
    .where('participants.routine_id', '=', routineId)
    .where('participants.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return { participant: undefined, todayXp: 0 };
  return { participant: toParticipant(row), todayXp: Number(row.xp ?? 0) };
}

/** listParticipants' order, for merging rows read at different times. */
export function byLeaderboardOrder(a: ParticipantRow, b: ParticipantRow): number {
  if (a.routineXp !== b.routineXp) return b.routineXp - a.routineXp;
  if (a.joinedAt !== b.joinedAt) return a.joinedAt < b.joinedAt ? -1 : 1;
  return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
}

/**
 * The leaderboard: routine XP high to low, then who joined first, then user id (a total order, so pages
 * never overlap). The order is migration 0006's index, so a page reads `offset + limit` index entries.
 */
export async function listParticipants(
  db: Kysely<Database>,
  routineId: string,
  limit: number,
  offset = 0,
): Promise<ParticipantRow[]> {
  const rows = await participantsWithUsers(db)
    .where('participants.routine_id', '=', routineId)
    .orderBy('participants.routine_xp', 'desc')
    .orderBy('participants.joined_at', 'asc')
    .orderBy('participants.user_id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toParticipant);
}

export async function findParticipant(
  db: Kysely<Database>,
  routineId: string,
  userId: string,
): Promise<ParticipantRow | undefined> {
  const row = await participantsWithUsers(db)
    .where('participants.routine_id', '=', routineId)
    .where('participants.user_id', '=', userId)
    .executeTakeFirst();
  return row ? toParticipant(row) : undefined;
}

async function participantCount(trx: Kysely<Database>, routineId: string): Promise<number> {
  const row = await trx
    .selectFrom('routines')
    .select('participant_count')
    .where('id', '=', routineId)
    .executeTakeFirst();
  return Number(row?.participant_count ?? 0);
}

/**
 * Adds the user as a participant with 0 XP, keeps participant_count exact and queues the creator's
 * e-mail, all in one transaction. A second join changes nothing (joined: false); null when the routine
 * no longer exists.
 */
export async function joinRoutine(
  db: Kysely<Database>,
  routineId: string,
  userId: string,
  joinedAt: string,
  mail: OutgoingMail | null,
): Promise<{ joined: boolean; participantCount: number } | null> {
  try {
    return await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('participants')
        .values({ routine_id: routineId, user_id: userId, routine_xp: 0, joined_at: joinedAt })
        .onConflict((oc) => oc.columns(['routine_id', 'user_id']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (inserted) {
        await trx
          .updateTable('routines')
          .set({ participant_count: sql`participant_count + 1` })
          .where('id', '=', routineId)
          .execute();
        if (mail)
          await enqueueEmail(
            trx,
            routineJoinedEvent(routineId, userId, joinedAt),
            mail,
            Date.parse(joinedAt),
          );
      }
      return { joined: Boolean(inserted), participantCount: await participantCount(trx, routineId) };
    });
  } catch (error) {
    // The routine was deleted between the lookup and the insert.
    if (isForeignKeyViolation(error)) return null;
    throw error;
  }
}

/**
 * Removes the participant and their daily XP rows in one transaction; XP earned on the routine today is
 * taken back from the total, and from their sets and session, so leave-and-rejoin cannot lift the daily cap. The participant row goes
 * first: it waits for a tick under way (which holds it), so the daily XP read next includes that tick.
 * A second leave changes nothing, daily XP included.
 */
export async function leaveRoutine(
  db: Kysely<Database>,
  routineId: string,
  userId: string,
  today: string,
): Promise<{ left: boolean; participantCount: number }> {
  return db.transaction().execute(async (trx) => {
    const removed =
      (await lockRoutine(trx, routineId, 'shared')) &&
      (await trx
        .deleteFrom('participants')
        .where('routine_id', '=', routineId)
        .where('user_id', '=', userId)
        .returning('user_id')
        .executeTakeFirst());
    if (removed) {
      const days = await trx
        .deleteFrom('daily_xp')
        .where('routine_id', '=', routineId)
        .where('user_id', '=', userId)
        .returning(['user_id', 'day', 'xp'])
        .execute();
      await takeBackTotalXp(
        trx,
        days.filter((d) => d.day === today),
      );
      await takeBackSetXp(trx, [routineId], today, userId);
      await trx
        .updateTable('routines')
        .set({ participant_count: sql`participant_count - 1` })
        .where('id', '=', routineId)
        .execute();
    }
    return { left: Boolean(removed), participantCount: await participantCount(trx, routineId) };
  });
}

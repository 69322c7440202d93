import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { OutgoingMail } from '../../adapters/email/mailer';
import { isPostgres } from '../../db/dialect';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import type { Database, RoutinesTable, WorkoutsTable } from '../../db/schema';
import { routineJoinedEvent } from '../email/mail-events';
import { enqueueEmail } from '../email/outbox.repository';
import { findRenamedRoutineId } from './routine-edit.repository';

export type RoutineRow = Selectable<RoutinesTable>;
export type WorkoutRow = Selectable<WorkoutsTable>;

export interface PersonRow {
  userId: string;
  username: string;
  image: string | null;
}

export interface ParticipantRow extends PersonRow {
  routineXp: number;
  joinedAt: string;
}

export interface RoutineSummaryRow extends RoutineRow {
  workout_count: number;
}

export interface JoinedRoutineRow {
  name: string;
  estimatedTimeMinutes: string;
  creatorId: string;
  creatorUsername: string;
}

/**
 * Takes a routine's row lock first in a transaction that changes its participants or their XP, so all
 * such transactions lock in one order (routine → participants → daily_xp → profiles) and cannot deadlock.
 * Ticks and leaves share it (they queue only on the rows they change; a join's foreign-key check takes
 * the same share); a delete takes it alone, so it waits for those under way and none starts until it has
 * committed. PostgreSQL only: SQLite runs write transactions one at a time (BEGIN IMMEDIATE).
 * False when the routine is gone.
 */
export async function lockRoutine(
  trx: Kysely<Database>,
  routineId: string,
  mode: 'shared' | 'alone',
): Promise<boolean> {
  let query = trx.selectFrom('routines').select('id').where('id', '=', routineId);
  if (isPostgres(trx)) query = mode === 'shared' ? query.forKeyShare() : query.forUpdate();
  return Boolean(await query.executeTakeFirst());
}

const usernameOf = sql<string>`coalesce(users."displayUsername", users.username, users.name)`;

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

export async function findRoutine(
  db: Kysely<Database>,
  creatorId: string,
  nameKey: string,
): Promise<RoutineRow | undefined> {
  return db
    .selectFrom('routines')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .where('name_key', '=', nameKey)
    .executeTakeFirst();
}

/** A routine with its creator's name and picture, in one query (the routine page). */
export async function findRoutineWithCreator(
  db: Kysely<Database>,
  creatorId: string,
  nameKey: string,
): Promise<{ routine: RoutineRow; creator: PersonRow } | undefined> {
  const current = await routineWithCreatorWhere(db, creatorId, 'routines.name_key', nameKey);
  if (current) return current;
  // A name the routine had before a rename still leads to it (a routine holding the name wins, above).
  const renamedId = await findRenamedRoutineId(db, creatorId, nameKey);
  return renamedId ? routineWithCreatorWhere(db, creatorId, 'routines.id', renamedId) : undefined;
}

async function routineWithCreatorWhere(
  db: Kysely<Database>,
  creatorId: string,
  column: 'routines.name_key' | 'routines.id',
  value: string,
): Promise<{ routine: RoutineRow; creator: PersonRow } | undefined> {
  const row = await db
    .selectFrom('routines')
    .innerJoin('users', 'users.id', 'routines.creator_id')
    .selectAll('routines')
    .select(['users.image as creator_image', usernameOf.as('creator_username')])
    .where('routines.creator_id', '=', creatorId)
    .where(column, '=', value)
    .executeTakeFirst();
  if (!row) return undefined;
  const { creator_image, creator_username, ...routine } = row;
  return {
    routine,
    creator: { userId: routine.creator_id, username: creator_username, image: creator_image },
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

export async function listWorkouts(db: Kysely<Database>, routineId: string): Promise<WorkoutRow[]> {
  return db
    .selectFrom('workouts')
    .selectAll()
    .where('routine_id', '=', routineId)
    .orderBy('position')
    .execute();
}

export async function findPerson(db: Kysely<Database>, userId: string): Promise<PersonRow | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['users.id', 'users.image', usernameOf.as('username')])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row ? { userId: row.id, username: row.username, image: row.image } : undefined;
}

/**
 * Saves a routine, its workouts and its creator as first participant in one transaction.
 * Returns false when the creator already has a routine with that name key.
 */
export async function insertRoutine(
  db: Kysely<Database>,
  routine: Insertable<RoutinesTable>,
  workouts: Omit<Insertable<WorkoutsTable>, 'routine_id'>[],
): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('routines')
        .values({ ...routine, participant_count: 1 })
        .execute();
      if (workouts.length > 0)
        await trx
          .insertInto('workouts')
          .values(workouts.map((w) => ({ ...w, routine_id: routine.id })))
          .execute();
      await trx
        .insertInto('participants')
        .values({
          routine_id: routine.id,
          user_id: routine.creator_id,
          routine_xp: 0,
          joined_at: routine.created_at,
        })
        .execute();
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function listRoutinesByCreator(
  db: Kysely<Database>,
  creatorId: string,
): Promise<RoutineSummaryRow[]> {
  const rows = await db
    .selectFrom('routines')
    .selectAll('routines')
    .select((eb) =>
      eb
        .selectFrom('workouts')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('workouts.routine_id', '=', 'routines.id')
        .as('workout_count'),
    )
    .where('creator_id', '=', creatorId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, workout_count: Number(row.workout_count ?? 0) }));
}

/** Routines the user joined (not the ones they created), most recently joined first. */
export async function listJoinedRoutines(db: Kysely<Database>, userId: string): Promise<JoinedRoutineRow[]> {
  const rows = await db
    .selectFrom('participants')
    .innerJoin('routines', 'routines.id', 'participants.routine_id')
    .innerJoin('users', 'users.id', 'routines.creator_id')
    .select([
      'routines.name',
      'routines.estimated_time_minutes',
      'routines.creator_id',
      usernameOf.as('creator_username'),
    ])
    .where('participants.user_id', '=', userId)
    .where('routines.creator_id', '<>', userId)
    .orderBy('participants.joined_at', 'desc')
    .orderBy('routines.id')
    .execute();
  return rows.map((row) => ({
    name: row.name,
    estimatedTimeMinutes: row.estimated_time_minutes,
    creatorId: row.creator_id,
    creatorUsername: row.creator_username,
  }));
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

/**
 * Subtracts each user's XP in `rows` from their total (never below zero). Part of a transaction; profiles
 * are locked in user order so two such transactions cannot deadlock.
 */
async function takeBackTotalXp(
  trx: Kysely<Database>,
  rows: { user_id: string; xp: number }[],
): Promise<void> {
  const sorted = [...rows].sort((a, b) => (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0));
  for (const row of sorted) {
    const xp = Number(row.xp);
    if (xp <= 0) continue;
    await trx
      .updateTable('profiles')
      .set({ total_xp: sql`case when total_xp >= ${xp} then total_xp - ${xp} else 0 end` })
      .where('user_id', '=', row.user_id)
      .execute();
  }
}

/**
 * Deletes a routine; workouts, participants and daily XP go with it (foreign-key cascades). XP earned on
 * it today is taken back from the totals, so delete-and-recreate cannot lift the daily cap. The routine
 * is locked first: ticks under way finish before today's XP is read, and none starts after.
 */
export async function deleteRoutine(
  db: Kysely<Database>,
  routineId: string,
  today: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockRoutine(trx, routineId, 'alone'))) return false;
    const todays = await trx
      .deleteFrom('daily_xp')
      .where('routine_id', '=', routineId)
      .where('day', '=', today)
      .returning(['user_id', 'xp'])
      .execute();
    await takeBackTotalXp(trx, todays);
    const deleted = await trx.deleteFrom('routines').where('id', '=', routineId).executeTakeFirst();
    return Number(deleted.numDeletedRows) === 1;
  });
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
 * taken back from the total, so leave-and-rejoin cannot lift the daily cap. The participant row goes
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
      await trx
        .updateTable('routines')
        .set({ participant_count: sql`participant_count - 1` })
        .where('id', '=', routineId)
        .execute();
    }
    return { left: Boolean(removed), participantCount: await participantCount(trx, routineId) };
  });
}

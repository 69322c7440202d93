import type { Insertable, Kysely, Selectable } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import { lockingRead } from '../../db/row-lock';
import type { Database, RoutinesTable, WorkoutsTable } from '../../db/schema';
import { shownNameSql } from '../../db/shown-name';
import { findRenamedRoutineId } from './routine-edit.repository';
import { lockRoutine, takeBackSetXp, takeBackTotalXp } from './routine-lock.repository';

// Routines and their workouts: reading, saving, deleting. Participants (join, leave, leaderboard) live in
// participants.repository.ts; the lock shared with ticks and account deletion in routine-lock.repository.ts.

export type RoutineRow = Selectable<RoutinesTable>;
export type WorkoutRow = Selectable<WorkoutsTable>;

export interface PersonRow {
  userId: string;
  username: string;
  image: string | null;
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

const usernameOf = shownNameSql();

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

/** What a set's tick and untick need of their routine (lockRoutineWithWorkouts). */
export type LoggedRoutine = Pick<RoutineRow, 'id' | 'name' | 'creator_id'>;

/**
 * A routine and its workouts in order, with the routine's lock as lockRoutine takes it ('shared'), in one
 * statement: a set's tick and untick need all three, and each statement is a round trip on PostgreSQL.
 * Only the routine's key and names come with each workout row (its whole row made SQLite's read twice as
 * slow as two queries). Undefined when there is no such routine.
 */
export async function lockRoutineWithWorkouts(
  trx: Kysely<Database>,
  creatorId: string,
  nameKey: string,
): Promise<{ routine: LoggedRoutine; workouts: WorkoutRow[] } | undefined> {
  const query = trx
    .selectFrom('routines')
    .leftJoin('workouts', 'workouts.routine_id', 'routines.id')
    .select([
      'routines.id',
      'routines.name',
      'routines.creator_id',
      'workouts.position',
      'workouts.type',
      'workouts.sets',
      'workouts.reps',
      'workouts.deleteable',
      'workouts.exercise_id',
      'workouts.group_key',
    ])
    .where('routines.creator_id', '=', creatorId)
    .where('routines.name_key', '=', nameKey)
    .orderBy('workouts.position');
  const rows = await lockingRead(trx, query, 'shared', 'routines').execute();
  const first = rows[0];
  if (!first) return undefined;
  const routine = { id: first.id, name: first.name, creator_id: first.creator_id };
  // A routine without workouts comes as one row of nulls (the left join).
  const workouts = rows.flatMap(({ position, type, sets, reps, deleteable, exercise_id, group_key }) =>
    position === null || type === null || sets === null || reps === null || deleteable === null
      ? []
      : [{ routine_id: routine.id, position, type, sets, reps, deleteable, exercise_id, group_key }],
  );
  return { routine, workouts };
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
    await takeBackSetXp(trx, [routineId], today);
    const deleted = await trx.deleteFrom('routines').where('id', '=', routineId).executeTakeFirst();
    return Number(deleted.numDeletedRows) === 1;
  });
}

import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { shownNameSql } from '../../db/shown-name';
import type { WorkoutRow } from '../routines/routines.repository';
import type { SessionRow } from '../workout-log/sessions.repository';
import type { SetLogRow } from '../workout-log/set-logs.repository';

const usernameOf = shownNameSql();

/** The account's own fields, as the export's profile shows them. */
export function findExportAccount(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.username',
      'users.displayUsername',
      'users.name',
      'users.email',
      'users.image',
      'users.createdAt',
      'profiles.total_xp',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** The workouts of every routine the user created, in one query (ordered by routine, then position). */
export function workoutsOfCreatedRoutines(db: Kysely<Database>, userId: string): Promise<WorkoutRow[]> {
  return db
    .selectFrom('workouts')
    .innerJoin('routines', 'routines.id', 'workouts.routine_id')
    .selectAll('workouts')
    .where('routines.creator_id', '=', userId)
    .orderBy('workouts.routine_id')
    .orderBy('workouts.position')
    .execute();
}

/** Every routine the user takes part in (their own included), with its creator's name. */
export function participationsOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('participants')
    .innerJoin('routines', 'routines.id', 'participants.routine_id')
    .innerJoin('users', 'users.id', 'routines.creator_id')
    .select([
      'routines.name',
      'routines.creator_id',
      'participants.routine_xp',
      'participants.joined_at',
      usernameOf.as('creator_username'),
    ])
    .where('participants.user_id', '=', userId)
    .orderBy('participants.joined_at')
    .orderBy('routines.id')
    .execute();
}

/** Each exercise the user ever logged, with the name of its latest set (index set_logs_exercise). */
export function loggedExercises(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('set_logs')
    .select(['exercise_key', sql<string>`max(exercise_name)`.as('exercise_name')])
    .where('user_id', '=', userId)
    .groupBy('exercise_key')
    .orderBy('exercise_key')
    .execute();
}

export interface SessionCursor {
  startedAt: string;
  id: string;
}

/**
 * One page of the user's sessions, oldest first, after `cursor`: keyset pagination on (started_at, id)
 * through the (user_id, started_at) index, so each page costs the same however deep. The cursor is
 * written as a range on started_at (`>=`) plus the tie-break: given only `started_at > ? or (… = ? and
 * id > ?)`, SQLite walked the index from the user's first session on every page (issue 30 item 8).
 */
export function sessionPageQuery(
  db: Kysely<Database>,
  userId: string,
  cursor: SessionCursor | null,
  limit: number,
) {
  const query = db
    .selectFrom('workout_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('started_at')
    .orderBy('id')
    .limit(limit);
  if (!cursor) return query;
  return query
    .where('started_at', '>=', cursor.startedAt)
    .where((eb) => eb.or([eb('started_at', '>', cursor.startedAt), eb('id', '>', cursor.id)]));
}

export const sessionPage = (
  db: Kysely<Database>,
  userId: string,
  cursor: SessionCursor | null,
  limit: number,
): Promise<SessionRow[]> => sessionPageQuery(db, userId, cursor, limit).execute();

/**
 * The sets of a page of sessions, in card order, through the set_logs_card index. By session ids alone:
 * with the user's id beside a list of ids, SQLite chose the (user_id, …) index and read every set the
 * user ever logged for each page, which made the export quadratic (issue 30 item 8). The ids come from
 * the user's own sessions (sessionPage), and a set belongs to its session's user.
 */
export function setsOfSessionsQuery(db: Kysely<Database>, sessionIds: readonly string[]) {
  return db
    .selectFrom('set_logs')
    .selectAll()
    .where('session_id', 'in', sessionIds)
    .orderBy('session_id')
    .orderBy('workout_index')
    .orderBy('set_index');
}

export const setsOfSessions = (db: Kysely<Database>, sessionIds: readonly string[]): Promise<SetLogRow[]> =>
  sessionIds.length === 0 ? Promise.resolve([]) : setsOfSessionsQuery(db, sessionIds).execute();

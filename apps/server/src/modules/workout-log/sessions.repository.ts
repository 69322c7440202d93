import { randomUUID } from 'node:crypto';
import { SESSION_IDLE_HOURS } from '@stryd/domain';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import type { Database, WorkoutSessionsTable } from '../../db/schema';
import { mergeSessionsIntoBests } from './exercise-bests.repository';

export type SessionRow = Selectable<WorkoutSessionsTable>;

const IDLE_MS = SESSION_IDLE_HOURS * 60 * 60 * 1000;

/** The user's open sessions (not finished yet), to narrow down. */
const openSessions = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('workout_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('finished_at', 'is', null);

export function findOpenSession(
  db: Kysely<Database>,
  userId: string,
  routineId: string,
): Promise<SessionRow | undefined> {
  return openSessions(db, userId).where('routine_id', '=', routineId).executeTakeFirst();
}

/** The user's open sessions whose routine was deleted (decision 019: they stay, to be finished). */
export function openSessionsWithoutRoutine(db: Kysely<Database>, userId: string): Promise<SessionRow[]> {
  return openSessions(db, userId).where('routine_id', 'is', null).execute();
}

export interface RoutineOfSession {
  routineId: string;
  routineName: string;
  creatorId: string;
}

/**
 * The user's open session of the routine, opened now when there is none. Two first ticks at once meet
 * the partial unique index: the loser reads the winner's session (inside a savepoint, so PostgreSQL's
 * aborted statement does not end the caller's transaction).
 */
export async function openSession(
  trx: Transaction<Database>,
  userId: string,
  routine: RoutineOfSession,
  now: string,
): Promise<SessionRow> {
  const existing = await findOpenSession(trx, userId, routine.routineId);
  if (existing) return existing;
  const row = {
    id: randomUUID(),
    user_id: userId,
    routine_id: routine.routineId,
    routine_name: routine.routineName,
    creator_id: routine.creatorId,
    started_at: now,
    last_set_at: now,
  };
  await sql`savepoint open_session`.execute(trx);
  try {
    await trx.insertInto('workout_sessions').values(row).execute();
    await sql`release savepoint open_session`.execute(trx);
  } catch (error) {
    await sql`rollback to savepoint open_session`.execute(trx);
    if (!isUniqueViolation(error)) throw error;
    const winner = await findOpenSession(trx, userId, routine.routineId);
    if (winner) return winner;
    throw error;
  }
  return (await findOpenSession(trx, userId, routine.routineId)) as SessionRow;
}

/**
 * Adds a logged set's volume (working, or warm-up apart) and XP to its session's running totals (negative
 * when unticked).
 */
export async function addToSession(
  trx: Kysely<Database>,
  sessionId: string,
  change: {
    sets: number;
    volumeKg: number;
    warmupVolumeKg: number;
    xp: number;
    records: number;
    at?: string;
  },
): Promise<void> {
  await trx
    .updateTable('workout_sessions')
    .set({
      set_count: sql`set_count + ${change.sets}`,
      volume_kg: sql`volume_kg + ${change.volumeKg}`,
      warmup_volume_kg: sql`warmup_volume_kg + ${change.warmupVolumeKg}`,
      xp_earned: sql`xp_earned + ${change.xp}`,
      record_count: sql`record_count + ${change.records}`,
      ...(change.at ? { last_set_at: change.at } : {}),
    })
    .where('id', '=', sessionId)
    .execute();
}

/**
 * Finishes a session: its duration is the page's timer when given, kept within the session's own span
 * (first tick to now), else that span; its note, when one is given. A session whose sets were all
 * unticked is dropped, not kept as an empty entry in the history.
 */
export async function finishSession(
  trx: Kysely<Database>,
  session: SessionRow,
  finishedAt: string,
  timerMs: number | undefined,
  note?: string | null,
): Promise<SessionRow | null> {
  const current = await trx
    .selectFrom('workout_sessions')
    .selectAll()
    .where('id', '=', session.id)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
  if (!current) return null;
  if (Number(current.set_count) === 0) {
    await trx.deleteFrom('workout_sessions').where('id', '=', session.id).execute();
    return null;
  }
  const span = Math.max(0, Date.parse(finishedAt) - Date.parse(current.started_at));
  const durationMs = timerMs === undefined ? span : Math.min(timerMs, span);
  await trx
    .updateTable('workout_sessions')
    .set({ finished_at: finishedAt, duration_ms: durationMs, ...(note === undefined ? {} : { note }) })
    .where('id', '=', session.id)
    .execute();
  // Its sets can no longer be unticked: they join the kept bests (decision 050).
  await mergeSessionsIntoBests(trx, current.user_id, [session.id]);
  return {
    ...current,
    finished_at: finishedAt,
    duration_ms: durationMs,
    note: note === undefined ? current.note : note,
  };
}

/** True when no set was logged for SESSION_IDLE_HOURS: the session is finished at its last set. */
export function isIdle(session: SessionRow, now: string): boolean {
  return Date.parse(now) - Date.parse(session.last_set_at) >= IDLE_MS;
}

/** Stores a session's swapped exercises (JSON text, session-swaps.ts), null when none is left. */
export async function setSessionSwaps(
  trx: Kysely<Database>,
  sessionId: string,
  swaps: string | null,
): Promise<void> {
  await trx.updateTable('workout_sessions').set({ swaps }).where('id', '=', sessionId).execute();
}

/** Counts more records on a session (those found when it finished). */
export async function addSessionRecords(
  trx: Kysely<Database>,
  sessionId: string,
  count: number,
): Promise<void> {
  await trx
    .updateTable('workout_sessions')
    .set({ record_count: sql`record_count + ${count}` })
    .where('id', '=', sessionId)
    .execute();
}

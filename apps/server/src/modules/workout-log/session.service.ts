import {
  countsAsWork,
  isSessionVisibility,
  isSetType,
  type PreviousSet,
  type RoutineSessionAnswer,
  routineNameKey,
  type SessionSummary,
  setVolumeKg,
} from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/session';
import type { Database } from '../../db/schema';
import { notFound, unauthorized } from '../../http/errors';
import { lockAccount } from '../routines/routine-lock.repository';
import { findRoutine, listWorkouts } from '../routines/routines.repository';
import { ROUTINE_NOT_FOUND, requireRoutine } from '../routines/routines.service';
import { PREMIUM_MESSAGES, requirePremium } from '../users/plan.service';
import { exerciseDone, parseSwaps, sessionSwapsOf } from './session-swaps';
import {
  addSessionRecords,
  findOpenSession,
  finishSession,
  isIdle,
  openSessionsWithoutRoutine,
  type SessionRow,
} from './sessions.repository';
import { loggedSetOf } from './set-log.service';
import {
  bestSessionVolumeElsewhere,
  lastSessionSets,
  num,
  setRecordKinds,
  setsOfSession,
} from './set-logs.repository';

export function sessionSummaryOf(row: SessionRow): SessionSummary {
  return {
    id: row.id,
    routineName: row.routine_name,
    creatorId: row.routine_id === null ? null : row.creator_id,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    durationMs: Number(row.duration_ms),
    setCount: Number(row.set_count),
    volumeKg: Math.round(Number(row.volume_kg) * 100) / 100,
    warmupVolumeKg: Math.round(Number(row.warmup_volume_kg) * 100) / 100,
    xpEarned: Number(row.xp_earned),
    recordCount: Number(row.record_count),
    note: row.note,
    visibility: isSessionVisibility(row.visibility) ? row.visibility : null,
  };
}

/** The open session, after finishing it at its last set if it was left idle too long. */
async function openSessionOf(db: Kysely<Database>, userId: string, routineId: string, now: Date) {
  const open = await findOpenSession(db, userId, routineId);
  if (!open || !isIdle(open, now.toISOString())) return open ?? null;
  await db.transaction().execute((trx) => finishSession(trx, open, open.last_set_at, undefined));
  return null;
}

/**
 * The open session a Finish means: the routine's, or, the routine deleted meanwhile, the viewer's open
 * session that kept its creator and name (decision 019). 404 when there is neither routine nor session.
 */
async function sessionToFinish(
  db: Kysely<Database>,
  userId: string,
  creatorId: string,
  routineName: string,
  now: Date,
): Promise<SessionRow | null> {
  const key = routineNameKey(routineName);
  const routine = await findRoutine(db, creatorId, key);
  if (routine) return openSessionOf(db, userId, routine.id, now);
  const orphans = await openSessionsWithoutRoutine(db, userId);
  const orphan = orphans.find((s) => s.creator_id === creatorId && routineNameKey(s.routine_name) === key);
  if (!orphan) throw notFound(ROUTINE_NOT_FOUND, 'ROUTINE_NOT_FOUND');
  return orphan;
}

/**
 * Open sessions whose routine was deleted are finished at their last set when the history is read, so
 * they reach it even if their owner never taps Finish (nothing can add a set to them any more).
 */
export async function finishSessionsWithoutRoutine(db: Kysely<Database>, userId: string): Promise<void> {
  const orphans = await openSessionsWithoutRoutine(db, userId);
  if (orphans.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const orphan of orphans) await finishSession(trx, orphan, orphan.last_set_at, undefined);
  });
}

/**
 * What the routine page needs to resume: the open session with its sets and swaps, and for each workout
 * the user's sets of the exercise done from the last other session (to pre-fill values and suggest the next).
 */
export async function routineSession(
  db: Kysely<Database>,
  viewer: Viewer,
  creatorId: string,
  routineName: string,
  now: Date,
): Promise<RoutineSessionAnswer> {
  const routine = await requireRoutine(db, creatorId, routineName);
  const [open, workouts] = await Promise.all([
    openSessionOf(db, viewer.id, routine.id, now),
    listWorkouts(db, routine.id),
  ]);
  const sets = open ? (await setsOfSession(db, open.id)).map(loggedSetOf) : [];
  const swaps = parseSwaps(open?.swaps ?? null);
  const byKey = new Map<string, Promise<PreviousSet[]>>();
  const previous = await Promise.all(
    workouts.map(async (workout, workoutIndex) => {
      // Last time of the exercise really done: a swapped workout pre-fills from the exercise swapped in.
      const { key } = exerciseDone(swaps, workout, workoutIndex);
      const sets = byKey.get(key) ?? lastSessionSets(db, viewer.id, key, open?.id ?? null);
      byKey.set(key, sets);
      return { workoutIndex, sets: await sets };
    }),
  );
  return {
    session: open
      ? { id: open.id, startedAt: open.started_at, sets, swaps: sessionSwapsOf(swaps, workouts) }
      : null,
    previous: previous.filter((p) => p.sets.length > 0),
  };
}

/**
 * Best session volume, per exercise: an exercise whose volume in this session beats its volume in every
 * earlier session marks its last set of the session with 'sessionVolume'. Not on a first session.
 * Working sets only: warm-ups count for no volume record.
 */
async function markSessionVolumeRecords(trx: Kysely<Database>, session: SessionRow): Promise<number> {
  const sets = await setsOfSession(trx, session.id);
  const volumes = new Map<string, { volume: number; lastId: string; records: string }>();
  for (const set of sets) {
    if (!countsAsWork(isSetType(set.set_type) ? set.set_type : 'working')) continue;
    const volume = setVolumeKg({ reps: num(set.reps), weightKg: num(set.weight_kg) });
    const entry = volumes.get(set.exercise_key);
    volumes.set(set.exercise_key, {
      volume: (entry?.volume ?? 0) + volume,
      lastId: set.id,
      records: set.records,
    });
  }
  let marked = 0;
  for (const [key, { volume, lastId, records }] of volumes) {
    if (volume <= 0) continue;
    const best = await bestSessionVolumeElsewhere(trx, session.user_id, key, session.id);
    if (best === null || volume <= best) continue;
    await setRecordKinds(
      trx,
      session.user_id,
      lastId,
      records ? `${records},sessionVolume` : 'sessionVolume',
    );
    marked += 1;
  }
  return marked;
}

/**
 * Finishes the open session of a routine (the Finish button, the completion dialog, leaving the page).
 * Null when none was open; a session with no sets left is dropped.
 */
export async function finishRoutineSession(
  db: Kysely<Database>,
  viewer: Viewer,
  creatorId: string,
  routineName: string,
  finish: { durationMs?: number | undefined; note?: string | null | undefined },
  now: Date,
): Promise<SessionSummary | null> {
  await requirePremium(db, viewer.id, now, PREMIUM_MESSAGES.updateXp);
  const open = await sessionToFinish(db, viewer.id, creatorId, routineName, now);
  if (!open) return null;
  return db.transaction().execute(async (trx) => {
    // The account alone, as a swap takes it: ticks and unticks share it, so one under way commits before
    // the session is read, and none starts until the finish has; then a tick opens the next session and an
    // untick is refused. Shared, a tick could log into the session after its merge into the kept bests.
    if (!(await lockAccount(trx, viewer.id, 'alone'))) throw unauthorized();
    const finished = await finishSession(trx, open, now.toISOString(), finish.durationMs, finish.note);
    if (!finished) return null;
    const marked = await markSessionVolumeRecords(trx, finished);
    if (marked > 0) await addSessionRecords(trx, finished.id, marked);
    return sessionSummaryOf({ ...finished, record_count: Number(finished.record_count) + marked });
  });
}

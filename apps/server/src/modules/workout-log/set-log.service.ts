import {
  countsAsWork,
  isSetType,
  type LoggedSet,
  type LogSetAnswer,
  type ParsedLogSetBody,
  RECORD_KINDS,
  recordAnnouncement,
  recordsBeaten,
  routineNameKey,
  SET_DETAIL_MESSAGES,
  SET_VALUE_LIMITS,
  type SetType,
  setPlaceProblem,
  setValuesOf,
  setVolumeKg,
  type UnlogSetAnswer,
  type XpAnswer,
} from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/session';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound, unauthorized } from '../../http/errors';
import type { FeedNotices } from '../feed/feed.service';
import type { InboxNotices } from '../notifications/notifications.service';
import {
  type LoggedRoutine,
  lockRoutineWithWorkouts,
  type WorkoutRow,
} from '../routines/routines.repository';
import { capOf, ROUTINE_NOT_FOUND } from '../routines/routines.service';
import { lockAccountWithPlanSources } from '../users/plan.repository';
import { PREMIUM_MESSAGES, requirePremiumFrom } from '../users/plan.service';
import { findAccount } from '../users/users.repository';
import { addTickWithin, removeTickWithin, type TickRefusal } from '../xp/xp.repository';
import { afterTick, tickOfOneSet, XP_MESSAGES, xpAnswerOf } from '../xp/xp.service';
import { bestsBefore } from './exercise-bests.repository';
import { exerciseDone, parseSwaps } from './session-swaps';
import { addToSession, finishSession, isIdle, openSession, type SessionRow } from './sessions.repository';
import {
  deleteSetLog,
  findSetAtCard,
  findSetLog,
  findSetLogInSession,
  insertSetLog,
  markSetOutcome,
  num,
  type SetLogRow,
} from './set-logs.repository';

export const WORKOUT_LOG_MESSAGES = {
  noSuchSet: 'This routine has no such set.',
  sessionFull: `A session holds at most ${SET_VALUE_LIMITS.setsPerSessionMax} sets. Finish it to start another.`,
  sessionFinished: 'This set belongs to a finished session; it stays in your history.',
  setChanged: 'This set was just changed elsewhere. Please try again.',
} as const;

/** Why a logged set earned no XP, in the words the toast shows. */
const NO_XP_REASONS: Record<Exclude<TickRefusal, 'NOTHING_TO_UNDO' | 'ROUTINE_GONE'> | 'WARMUP', string> = {
  NOT_PARTICIPANT: XP_MESSAGES.notParticipant,
  DAILY_XP_CAP: XP_MESSAGES.dailyCap,
  DAILY_XP_CEILING: XP_MESSAGES.dailyCeiling,
  WARMUP: SET_DETAIL_MESSAGES.warmupNoXp,
};

/** A warm-up's "tick": it is logged, but the server grants it nothing (issue 34 item 8). */
const WARMUP_TICK = { ok: false, reason: 'WARMUP' } as const;

export function loggedSetOf(row: SetLogRow): LoggedSet {
  const kinds = row.records ? row.records.split(',') : [];
  return {
    id: row.id,
    workoutIndex: Number(row.workout_index),
    setIndex: Number(row.set_index),
    exerciseId: row.exercise_id,
    exerciseName: row.exercise_name,
    group: row.group_key,
    reps: num(row.reps),
    weightKg: num(row.weight_kg),
    seconds: num(row.seconds),
    distanceM: num(row.distance_m),
    setType: isSetType(row.set_type) ? row.set_type : 'working',
    rpe: num(row.rpe),
    rir: num(row.rir),
    note: row.note,
    loggedAt: row.logged_at,
    xpEarned: Number(row.xp_earned),
    records: RECORD_KINDS.filter((k) => kinds.includes(k)),
  };
}

/**
 * A tick's or untick's first reads, each taking its lock in the one order (routine-lock.repository): the
 * viewer's account with what decides their plan (401 once gone, 402 unless premium), then the routine with
 * its workouts (404). Two statements for what took five (the plan, the routine, its workouts, two locks).
 */
async function holdPremiumViewerAndRoutine(
  db: Kysely<Database>,
  trx: Kysely<Database>,
  viewer: Viewer,
  params: { creatorId: string; routineName: string },
  now: Date,
): Promise<{ routine: LoggedRoutine; workouts: WorkoutRow[] }> {
  const plan = await lockAccountWithPlanSources(trx, viewer.id);
  if (!plan) throw unauthorized();
  requirePremiumFrom(db, plan, now, PREMIUM_MESSAGES.updateXp);
  const found = await lockRoutineWithWorkouts(trx, params.creatorId, routineNameKey(params.routineName));
  if (!found) throw notFound(ROUTINE_NOT_FOUND, 'ROUTINE_NOT_FOUND');
  return found;
}

/** A set's volume goes to its session's working volume, or a warm-up's to the warm-up volume apart. */
function volumeChange(type: SetType, volumeKg: number): { volumeKg: number; warmupVolumeKg: number } {
  return countsAsWork(type) ? { volumeKg, warmupVolumeKg: 0 } : { volumeKg: 0, warmupVolumeKg: volumeKg };
}

/** The answer for a set already logged (a retry, or another id for its card): it pays nothing. */
const alreadyLogged = (row: SetLogRow): LogSetAnswer => ({
  set: loggedSetOf(row),
  sessionId: row.session_id,
  xp: null,
  noXpReason: null,
  record: null,
});

/** A session left idle too long is finished at its last set before a new one opens. */
export async function freshSession(
  trx: Kysely<Database>,
  open: () => Promise<SessionRow>,
  now: string,
): Promise<SessionRow> {
  const session = await open();
  if (!isIdle(session, now)) return session;
  await finishSession(trx, session, session.last_set_at, undefined);
  return open();
}

/**
 * Ticks a set: it is logged with its values in the routine's open session (opened by this first tick),
 * its records are found, and it earns XP by the unchanged rules — or stays logged without XP, with the
 * reason. One transaction; the set's client id makes a retry return the first answer's set and pay
 * nothing twice. The exercise comes from the routine (or the session's swap of it), never from the client. A warm-up set is logged
 * with its type, but sets no record and earns no XP: the server decides, whatever the client shows.
 */
export async function logSet(
  db: Kysely<Database>,
  viewer: Viewer,
  params: { creatorId: string; routineName: string; setId: string },
  body: ParsedLogSetBody,
  now: Date,
  notices: { inbox: InboxNotices; feed: FeedNotices },
): Promise<LogSetAnswer> {
  const at = now.toISOString();
  const values = setValuesOf(body);
  const work = countsAsWork(body.setType);

  // The accepted tick, for what follows it after the commit (afterTick).
  let tickDone = null as { routineId: string; routineXp: number; rankReached: boolean } | null;
  const answer = await db.transaction().execute(async (trx): Promise<LogSetAnswer> => {
    const { routine, workouts } = await holdPremiumViewerAndRoutine(db, trx, viewer, params, now);
    const workout = workouts[body.workoutIndex];
    if (!workout) throw badRequest(WORKOUT_LOG_MESSAGES.noSuchSet, 'UNKNOWN_SET');
    // Added sets and warm-ups have places of their own (decision 047); they earn by the same rules below.
    const misplaced = setPlaceProblem(Number(workout.sets), body.setIndex, body.setType);
    if (misplaced) throw badRequest(misplaced, 'SET_PLACE');
    const cap = capOf(workouts);
    const earning = tickOfOneSet(routine.id, viewer.id, cap, now);
    const earlier = await findSetLog(trx, viewer.id, params.setId);
    if (earlier) return alreadyLogged(earlier);

    const session = await freshSession(
      trx,
      () =>
        openSession(
          trx,
          viewer.id,
          { routineId: routine.id, routineName: routine.name, creatorId: routine.creator_id },
          at,
        ),
      at,
    );
    const sameCard = await findSetAtCard(trx, session.id, body.workoutIndex, body.setIndex);
    if (sameCard) return alreadyLogged(sameCard);
    // The exercise really done: the session's swap of this workout (read with the session), else the routine's.
    const exercise = exerciseDone(parseSwaps(session.swaps), workout, body.workoutIndex);
    if (Number(session.set_count) >= SET_VALUE_LIMITS.setsPerSessionMax) {
      throw badRequest(WORKOUT_LOG_MESSAGES.sessionFull, 'SESSION_FULL');
    }

    const inserted = await insertSetLog(trx, {
      user_id: viewer.id,
      id: params.setId,
      session_id: session.id,
      workout_index: body.workoutIndex,
      set_index: body.setIndex,
      exercise_key: exercise.key,
      exercise_id: exercise.exerciseId,
      exercise_name: exercise.name,
      // The superset it was done in, kept with the set: history and the export need no routine to show it.
      group_key: workout.group_key,
      ...{
        reps: values.reps,
        weight_kg: values.weightKg,
        seconds: values.seconds,
        distance_m: values.distanceM,
      },
      set_type: body.setType,
      rpe: body.rpe,
      rir: body.rir,
      note: body.note,
      logged_at: at,
    });
    if (!inserted) {
      // A tick racing this one (same id, or another id for this card) logged it first, after our reads:
      // answer its set, and pay nothing (on PostgreSQL our insert waited for its commit).
      const winner =
        (await findSetLog(trx, viewer.id, params.setId)) ??
        (await findSetAtCard(trx, session.id, body.workoutIndex, body.setIndex));
      if (winner) return alreadyLogged(winner);
      throw conflict(WORKOUT_LOG_MESSAGES.setChanged, 'SET_CHANGED');
    }
    const bests = work
      ? await bestsBefore(trx, viewer.id, exercise.key, {
          id: params.setId,
          sessionId: session.id,
          weightKg: values.weightKg,
        })
      : null;
    const records = bests ? recordsBeaten(bests, values) : [];

    const tick = work ? await addTickWithin(trx, earning) : WARMUP_TICK;
    if (!tick.ok && tick.reason === 'ROUTINE_GONE') throw notFound(ROUTINE_NOT_FOUND, 'ROUTINE_NOT_FOUND');
    if (tick.ok) tickDone = { routineId: routine.id, ...tick };
    const xpEarned = tick.ok ? earning.amount : 0;
    // The logged set as it now stands, from the update itself (a read of it afterwards cost a query).
    const row = await markSetOutcome(trx, viewer.id, params.setId, {
      xpEarned,
      xpDay: tick.ok ? earning.day : null,
      records,
    });
    await addToSession(trx, session.id, {
      sets: 1,
      ...volumeChange(body.setType, setVolumeKg(values)),
      xp: xpEarned,
      records: records.length,
      at,
    });
    // A record is announced in the member's unit (docs/product.md#units-and-theme).
    const unit = records.length > 0 ? ((await findAccount(trx, viewer.id))?.weightUnit ?? 'kg') : 'kg';
    return {
      set: loggedSetOf(row),
      sessionId: session.id,
      xp: tick.ok ? xpAnswerOf(tick, cap) : null,
      noXpReason: tick.ok ? null : NO_XP_REASONS[tick.reason as keyof typeof NO_XP_REASONS],
      record: recordAnnouncement(exercise.name, records, values, unit),
    };
  });
  if (tickDone) await afterTick(db, notices, { userId: viewer.id, ...tickDone }, now);
  return answer;
}

/**
 * Unticks a set of the open session: the log goes, and the XP it earned (if any) is taken back from
 * the day it was earned, as far as that day still holds it. Unknown ids change nothing.
 */
export async function unlogSet(
  db: Kysely<Database>,
  viewer: Viewer,
  params: { creatorId: string; routineName: string; setId: string },
  now: Date,
): Promise<UnlogSetAnswer> {
  return db.transaction().execute(async (trx): Promise<UnlogSetAnswer> => {
    // The workouts give the cap the answer shows.
    const { routine, workouts } = await holdPremiumViewerAndRoutine(db, trx, viewer, params, now);
    const row = await findSetLogInSession(trx, viewer.id, params.setId);
    // An id this routine never logged changes nothing (as an unknown id).
    if (!row || row.session_routine_id !== routine.id) return { removed: false, xp: null };
    if (row.session_finished_at !== null) {
      throw conflict(WORKOUT_LOG_MESSAGES.sessionFinished, 'SESSION_FINISHED');
    }
    // The delete decides: of unticks racing on one set (a client's retries), only the one whose delete
    // removed the row takes its XP back; the others waited for it (PostgreSQL) and find nothing.
    if (!(await deleteSetLog(trx, viewer.id, params.setId))) return { removed: false, xp: null };
    const earned = Number(row.xp_earned);
    let xp: XpAnswer | null = null;
    if (earned > 0 && row.xp_day) {
      const untick = await removeTickWithin(trx, {
        routineId: routine.id,
        userId: viewer.id,
        day: row.xp_day,
        amount: earned,
      });
      if (untick.ok) {
        xp = xpAnswerOf(untick, capOf(workouts));
      }
    }
    const records = row.records ? row.records.split(',').length : 0;
    await addToSession(trx, row.session_id, {
      sets: -1,
      ...volumeChange(
        isSetType(row.set_type) ? row.set_type : 'working',
        -setVolumeKg({ reps: num(row.reps), weightKg: num(row.weight_kg) }),
      ),
      xp: xp ? -earned : 0,
      records: -records,
    });
    return { removed: true, xp };
  });
}

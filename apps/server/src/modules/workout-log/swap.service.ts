import { exerciseById, isSwapAlternative, type RoutineSessionAnswer, SWAP_MESSAGES } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/session';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound, unauthorized } from '../../http/errors';
import { lockAccount, lockRoutine } from '../routines/routine-lock.repository';
import { listWorkouts } from '../routines/routines.repository';
import { ROUTINE_NOT_FOUND, requireRoutine } from '../routines/routines.service';
import { PREMIUM_MESSAGES, requirePremium } from '../users/plan.service';
import { routineSession } from './session.service';
import { parseSwaps, swapsText } from './session-swaps';
import { findOpenSession, isIdle, openSession, setSessionSwaps } from './sessions.repository';
import { freshSession } from './set-log.service';
import { workoutHasSets } from './set-logs.repository';

export interface SwapParams {
  creatorId: string;
  routineName: string;
  workoutIndex: number;
}

/** The exercise a swap asks for, checked against the routine's workout: null means back to the routine's own. */
function swapTarget(original: string | null, exerciseId: string | null): string | null {
  if (!original || !exerciseById(original)) throw badRequest(SWAP_MESSAGES.notInLibrary, 'NOT_IN_LIBRARY');
  if (exerciseId === null || exerciseId === original) return null;
  if (!exerciseById(exerciseId)) throw badRequest(SWAP_MESSAGES.unknownExercise, 'EXERCISE_NOT_FOUND');
  if (!isSwapAlternative(original, exerciseId)) {
    throw badRequest(SWAP_MESSAGES.notAnAlternative, 'NOT_AN_ALTERNATIVE');
  }
  return exerciseId;
}

/**
 * Swaps a workout's exercise for this session (decision 048), or takes the swap back (`exerciseId` null or
 * the routine's own): the routine is unchanged; sets ticked from now on log the exercise swapped in. A
 * first swap opens the session, as a first tick does. Refused (409) once a set of the workout is ticked
 * in the session: those sets were done as shown, so the lifter unticks them first. Asking for what is
 * already so (a retry) changes nothing. Answers the routine page's session read, swaps included.
 */
export async function swapExercise(
  db: Kysely<Database>,
  viewer: Viewer,
  params: SwapParams,
  exerciseId: string | null,
  now: Date,
): Promise<RoutineSessionAnswer> {
  await requirePremium(db, viewer.id, now, PREMIUM_MESSAGES.updateXp);
  const routine = await requireRoutine(db, params.creatorId, params.routineName);
  const workout = (await listWorkouts(db, routine.id))[params.workoutIndex];
  if (!workout) throw badRequest(SWAP_MESSAGES.noSuchWorkout, 'UNKNOWN_WORKOUT');
  const target = swapTarget(workout.exercise_id, exerciseId);
  const at = now.toISOString();

  await db.transaction().execute(async (trx) => {
    // The account alone (ticks share it, and read the swap under it): a tick under way is committed before
    // the check below, and none logs the old exercise after the swap.
    if (!(await lockAccount(trx, viewer.id, 'alone'))) throw unauthorized();
    if (!(await lockRoutine(trx, routine.id, 'shared')))
      throw notFound(ROUTINE_NOT_FOUND, 'ROUTINE_NOT_FOUND');
    const open = await findOpenSession(trx, viewer.id, routine.id);
    const live = open && !isIdle(open, at) ? open : undefined;
    // Taking a swap back needs no session; a swap opens one (finishing an idle one first).
    if (target === null && !live) return;
    const routineOf = { routineId: routine.id, routineName: routine.name, creatorId: routine.creator_id };
    const session = live ?? (await freshSession(trx, () => openSession(trx, viewer.id, routineOf, at), at));
    const swaps = parseSwaps(session.swaps);
    const place = String(params.workoutIndex);
    if ((swaps[place] ?? null) === target) return;
    if (await workoutHasSets(trx, session.id, params.workoutIndex)) {
      throw conflict(SWAP_MESSAGES.setsTicked, 'SETS_TICKED');
    }
    if (target === null) delete swaps[place];
    else swaps[place] = target;
    await setSessionSwaps(trx, session.id, swapsText(swaps));
  });
  return routineSession(db, viewer, params.creatorId, params.routineName, now);
}

import type { LoggedSet, LogSetAnswer, LogSetBody, UnlogSetAnswer } from '@stryd/domain';
import { clock } from '../../lib/clock';
import { isQueued, syncQueue } from '../../lib/offline/offline-queue';
import { retryWhileOffline } from '../../lib/retry';
import type { RoutineRef, RoutineWorkout } from './api/routine-types';
import { logSet, unlogSet } from './api/workout-log';
import { keptOffline, queuedSet, queueTick, queueUntick, retryDelays } from './offline-sets';

/**
 * The mutation functions of a tick and an untick: sent to the server, or, when no connection lets them
 * through, kept in the device's queue to be sent later with the same set id. A queued change is a
 * success for the page (it stays); only a refusal (or no queue to keep it in) is a failure.
 */

export type TickResult = { queued: false; answer: LogSetAnswer } | { queued: true; set: LoggedSet | null };
export type UntickResult = { queued: false; answer: UnlogSetAnswer } | { queued: true };

/** `setId` is the same for every attempt: a retry after a dropped connection cannot log the set twice. */
export async function sendTick(
  ref: RoutineRef,
  workouts: readonly RoutineWorkout[],
  setId: string,
  body: LogSetBody,
): Promise<TickResult> {
  try {
    return { queued: false, answer: await retryWhileOffline(() => logSet(ref, setId, body), retryDelays()) };
  } catch (error) {
    if (await keptOffline(error, () => queueTick(ref, setId, body)))
      return { queued: true, set: queuedSet(workouts, setId, body, clock.now().toISOString()) };
    throw error;
  }
}

export async function sendUntick(ref: RoutineRef, setId: string): Promise<UntickResult> {
  const keep = () => queueUntick(ref, setId);
  // A tick still waiting in the queue must reach the server before its untick does.
  if (await isQueued(setId)) {
    await keep();
    void syncQueue().catch(() => undefined);
    return { queued: true };
  }
  try {
    return { queued: false, answer: await retryWhileOffline(() => unlogSet(ref, setId), retryDelays()) };
  } catch (error) {
    if (await keptOffline(error, keep)) return { queued: true };
    throw error;
  }
}

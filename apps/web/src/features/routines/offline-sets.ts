import { type LoggedSet, type LogSetAnswer, type LogSetBody, setValuesOf } from '@stryd/domain';
import { ApiError } from '../../lib/api-client';
import { queuedFor, queueSetRequest } from '../../lib/offline/offline-queue';
import type { DrainResult } from '../../lib/offline/set-queue';
import type { RoutineRef, RoutineWorkout } from './api/routine-types';
import { setPath } from './api/workout-log';
import { setKey } from './set-prefill';

/** A request that did not reach the server at all (no connection), as opposed to one it refused. */
export const unreachable = (error: unknown) => error instanceof ApiError && error.status === 0;

/** The set as the page shows it while its tick waits in the queue: no XP yet (the server grants it). */
export function queuedSet(
  workouts: readonly RoutineWorkout[],
  setId: string,
  body: LogSetBody | undefined,
  loggedAt: string,
): LoggedSet | null {
  const workout = body ? workouts[body.workoutIndex] : undefined;
  if (!body || !workout) return null;
  return {
    id: setId,
    workoutIndex: body.workoutIndex,
    setIndex: body.setIndex,
    exerciseId: workout.exerciseId,
    exerciseName: workout.workoutType,
    group: workout.group ?? null,
    ...setValuesOf(body),
    setType: body.setType ?? 'working',
    rpe: body.rpe ?? null,
    rir: body.rir ?? null,
    note: body.note?.trim() || null,
    loggedAt,
    xpEarned: 0,
    records: [],
  };
}

/** Keeps a tick that could not be sent; the server gets the same PUT, with the same set id, later. */
export function queueTick(ref: RoutineRef, setId: string, body: LogSetBody): Promise<void> {
  return queueSetRequest({ setId, method: 'PUT', path: setPath(ref, setId), body, routine: ref });
}

export function queueUntick(ref: RoutineRef, setId: string): Promise<void> {
  return queueSetRequest({ setId, method: 'DELETE', path: setPath(ref, setId), routine: ref });
}

/**
 * The session's sets as the page should show them: what the server last said (maybe the service worker's
 * kept answer, offline) with the queue's ticks added and its unticks taken away, in order.
 */
export async function withQueued(
  ref: RoutineRef,
  workouts: readonly RoutineWorkout[],
  serverSets: readonly LoggedSet[],
): Promise<Map<string, LoggedSet>> {
  const sets = new Map(serverSets.map((set) => [set.id, set]));
  for (const request of await queuedFor(ref)) {
    if (request.method === 'DELETE') sets.delete(request.setId);
    else {
      const set = queuedSet(workouts, request.setId, request.body as LogSetBody, request.queuedAt);
      if (set && !sets.has(set.id)) sets.set(set.id, set);
    }
  }
  return keyedSets([...sets.values()]);
}

/**
 * The page's sets once queued ticks have reached the server (a sync round's `sent`): each set the page
 * shows as waiting becomes the server's answer, with the XP it earned.
 */
export function withSynced(
  current: ReadonlyMap<string, LoggedSet>,
  sent: DrainResult['sent'],
): ReadonlyMap<string, LoggedSet> {
  const answered = new Map<string, LoggedSet>();
  for (const { request, answer } of sent) {
    const set = request.method === 'PUT' ? (answer as Partial<LogSetAnswer> | null)?.set : undefined;
    if (set) answered.set(request.setId, set);
  }
  if (answered.size === 0) return current;
  const next = new Map(current);
  for (const [key, shown] of current) {
    const set = answered.get(shown.id);
    if (set) next.set(key, set);
  }
  return next;
}

/** Sets by their place in the routine (setKey), as the page keeps them. */
export function keyedSets(sets: readonly LoggedSet[]): Map<string, LoggedSet> {
  return new Map(sets.map((set) => [setKey(set.workoutIndex, set.setIndex), set]));
}

/**
 * After a tick or untick failed: when it never reached the server, keep it in the queue (true); anything
 * else (a refusal, or a browser without IndexedDB) stays the caller's failure (false).
 */
export async function keptOffline(error: unknown, keep: () => Promise<void>): Promise<boolean> {
  if (!unreachable(error)) return false;
  try {
    await keep();
  } catch {
    return false;
  }
  return true;
}

/** While offline a call is not retried: it goes straight to the queue. */
export const retryDelays = () => (navigator.onLine ? undefined : []);

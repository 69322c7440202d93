import { type RoutineRef, routineApiPath, SESSION_IDLE_HOURS, type WarmUpSet } from '@stryd/domain';

/** A warm-up set added to a workout: on this device only, ticked here (decision 044). */
export interface WarmUpRow extends WarmUpSet {
  done: boolean;
}

/** Each workout's added warm-ups, by workout index. */
export type WarmUps = ReadonlyMap<number, readonly WarmUpRow[]>;

const keyOf = (ref: RoutineRef) => `stryd-warm-ups:${routineApiPath(ref)}`;
const IDLE_MS = SESSION_IDLE_HOURS * 60 * 60 * 1000;

/**
 * The warm-ups kept for a routine, so a reload or a reopened tab finds them, as it finds the session's
 * sets; kept no longer than a session stays open without a set (the server would have finished it).
 */
export function readWarmUps(ref: RoutineRef, now = Date.now()): WarmUps {
  try {
    const kept = JSON.parse(window.localStorage.getItem(keyOf(ref)) ?? 'null') as {
      savedAt: number;
      workouts: Array<[number, WarmUpRow[]]>;
    } | null;
    if (!kept || now - kept.savedAt >= IDLE_MS || !Array.isArray(kept.workouts)) return new Map();
    return new Map(kept.workouts);
  } catch {
    return new Map();
  }
}

export function writeWarmUps(ref: RoutineRef, warmUps: WarmUps, now = Date.now()): void {
  try {
    if (warmUps.size === 0) window.localStorage.removeItem(keyOf(ref));
    else window.localStorage.setItem(keyOf(ref), JSON.stringify({ savedAt: now, workouts: [...warmUps] }));
  } catch {
    // Storage full or off (a private window): the warm-ups still work for this page.
  }
}

import { type RoutineRef, routineApiPath, SESSION_IDLE_HOURS, type WarmUpSet } from '@stryd/domain';

/**
 * What a session added to one workout on this device (decision 047): how many sets past the routine's,
 * and the warm-up ramp proposed for it. A set is the server's once ticked; until then only this says it
 * is there, so a reload finds the rows nobody ticked yet.
 */
export interface WorkoutLayout {
  added: number;
  warmUps: readonly WarmUpSet[];
}

/** Each workout's additions, by workout index (none: as the routine has it). */
export type SessionLayout = ReadonlyMap<number, WorkoutLayout>;

export const NO_ADDITIONS: WorkoutLayout = { added: 0, warmUps: [] };

const keyOf = (ref: RoutineRef) => `stryd-session-layout:${routineApiPath(ref)}`;
const IDLE_MS = SESSION_IDLE_HOURS * 60 * 60 * 1000;

/**
 * The layout kept for a routine, so a reload or a reopened tab finds it, as it finds the session's sets;
 * kept no longer than a session stays open without a set (the server would have finished it).
 */
export function readLayout(ref: RoutineRef, now: number): SessionLayout {
  try {
    const kept = JSON.parse(window.localStorage.getItem(keyOf(ref)) ?? 'null') as {
      savedAt: number;
      workouts: Array<[number, WorkoutLayout]>;
    } | null;
    if (!kept || now - kept.savedAt >= IDLE_MS || !Array.isArray(kept.workouts)) return new Map();
    return new Map(kept.workouts);
  } catch {
    return new Map();
  }
}

export function writeLayout(ref: RoutineRef, layout: SessionLayout, now: number): void {
  try {
    if (layout.size === 0) window.localStorage.removeItem(keyOf(ref));
    else window.localStorage.setItem(keyOf(ref), JSON.stringify({ savedAt: now, workouts: [...layout] }));
  } catch {
    // Storage full or off (a private window): the additions still work for this page.
  }
}

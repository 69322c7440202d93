import type { LoggedSet, RoutineSessionAnswer } from '@stryd/domain';
import { keyedSets } from './offline-sets';
import type { SessionState } from './session-reducer';

/**
 * The workout as the server draws it (decision 030): the open session's answer arrives with the page, so
 * the first render, on the server and again in the browser, starts from it (the ticks are in the page's
 * first HTML), and it is reconciled with the device's offline queue once that is read.
 */

/** The session the first render shows: the drawn page's open session when its answer is already here. */
export function drawnStart(
  answer: RoutineSessionAnswer | undefined,
): Pick<SessionState, 'logged' | 'resumed'> & { drawnWith: readonly LoggedSet[] } {
  const open = answer?.session;
  const drawnWith = open?.sets ?? [];
  return {
    logged: keyedSets(drawnWith),
    resumed: open && drawnWith.length > 0 ? { startedAt: open.startedAt, sets: drawnWith.length } : null,
    drawnWith,
  };
}

/**
 * The page's sets once the kept session (`kept`: the server's sets with the offline queue applied) is
 * known: what the page shows now stays (a tick or untick made meanwhile wins), kept sets it does not show
 * yet are added, and sets it started with (`startedWith`) that the queue has since unticked are taken off.
 */
export function resumedSets(
  current: ReadonlyMap<string, LoggedSet>,
  kept: ReadonlyMap<string, LoggedSet>,
  startedWith: readonly LoggedSet[],
): Map<string, LoggedSet> {
  const shown = new Set(startedWith.map((set) => set.id));
  const keptIds = new Set([...kept.values()].map((set) => set.id));
  const next = new Map(current);
  for (const [key, set] of kept) if (!shown.has(set.id) && !next.has(key)) next.set(key, set);
  for (const [key, set] of current) if (shown.has(set.id) && !keptIds.has(set.id)) next.delete(key);
  return next;
}

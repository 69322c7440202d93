import {
  applySetToggle,
  INITIAL_XP_STATE,
  type LoggedSet,
  perSetShare,
  XP_PER_SET,
  type XpState,
} from '@stryd/domain';
import type { RoutineWorkout } from './api/routine-types';
import { setKey } from './set-prefill';

/**
 * The session card's numbers. Progress counts every ticked set (the domain's per-set share). XP is what
 * the server says each logged set earned: none past the daily cap or ceiling, for a non-participant, or
 * yet for a set waiting offline; a tick still on its way shows its 10 at once, like the tick itself,
 * unless it is a warm-up (`warmups`), which earns none.
 */
export function sessionState(
  workouts: readonly RoutineWorkout[],
  logged: ReadonlyMap<string, LoggedSet>,
  ticking: ReadonlySet<string>,
  warmups: ReadonlySet<string> = new Set(),
): XpState {
  let progress = INITIAL_XP_STATE;
  workouts.forEach((workout, w) => {
    const share = perSetShare(workouts.length, workout.workoutSets);
    for (let s = 0; s < workout.workoutSets; s += 1) {
      const key = setKey(w, s);
      if (logged.has(key) || ticking.has(key)) progress = applySetToggle(progress, share, true);
    }
  });
  let earned = 0;
  for (const set of logged.values()) earned += set.xpEarned;
  for (const key of ticking) if (!logged.has(key) && !warmups.has(key)) earned += XP_PER_SET;
  return { currentProgress: progress.currentProgress, currentXP: earned };
}

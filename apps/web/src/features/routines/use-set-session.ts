import { applySetToggle, INITIAL_XP_STATE, perSetShare, TOAST_MESSAGES, type XpState } from '@stryd/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useChangeRoutineXp } from './api/change-routine-xp';
import type { RoutineRef, RoutineWorkout } from './api/routine-types';

/** One set card: workout position and set number (both from 0). */
export function setKey(workoutIndex: number, setIndex: number): string {
  return `${workoutIndex}:${setIndex}`;
}

/** The message for a refused tick or untick (SPEC §8; the daily cap is ours, worded by the server). */
export function xpErrorToast(error: unknown): { message: string; description?: string } {
  if (error instanceof ApiError) {
    if (error.status === 402) return { message: TOAST_MESSAGES.subscriptionRequired };
    if (error.code === 'DAILY_XP_CAP' || error.code === 'DAILY_XP_CEILING') return { message: error.message };
    if (error.code === 'NOT_PARTICIPANT' || error.code === 'NOTHING_TO_UNDO') {
      return { message: TOAST_MESSAGES.xpError, description: error.message };
    }
  }
  return { message: TOAST_MESSAGES.xpError };
}

/** Session XP and progress from the ticked sets, using the domain's per-set share and toggle rules. */
export function sessionState(workouts: readonly RoutineWorkout[], checked: ReadonlySet<string>): XpState {
  let state = INITIAL_XP_STATE;
  workouts.forEach((workout, w) => {
    const share = perSetShare(workouts.length, workout.workoutSets);
    for (let s = 0; s < workout.workoutSets; s += 1) {
      if (checked.has(setKey(w, s))) state = applySetToggle(state, share, true);
    }
  });
  return state;
}

export interface SetSession extends XpState {
  checked: ReadonlySet<string>;
  pending: ReadonlySet<string>;
  toggle: (workoutIndex: number, setIndex: number) => void;
  /** Untick everything locally (e.g. after leaving the routine, which takes today's XP back). */
  clear: () => void;
}

/**
 * SPEC §4 set cards for one page visit: a tick shows at once ('Updating XP...'), the server is asked,
 * then 'XP Incremented' / 'XP Decremented' — or the tick is rolled back with the reason. Leaving the
 * page drops this state, so XP and progress start at 0 on the next visit.
 */
export function useSetSession(
  ref: RoutineRef,
  workouts: readonly RoutineWorkout[],
  viewerID: string | undefined,
): SetSession {
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set());
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const pendingRef = useRef(new Set<string>());
  const checkedRef = useRef(checked);
  checkedRef.current = checked;
  const xp = useChangeRoutineXp(ref, viewerID);
  const { mutateAsync } = xp;

  const setMark = (key: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const setBusy = (key: string, on: boolean) => {
    if (on) pendingRef.current.add(key);
    else pendingRef.current.delete(key);
    setPending(new Set(pendingRef.current));
  };

  const toggle = (workoutIndex: number, setIndex: number) => {
    const key = setKey(workoutIndex, setIndex);
    if (pendingRef.current.has(key)) return;
    const tick = !checkedRef.current.has(key);
    setMark(key, tick);
    setBusy(key, true);
    const toastId = toast.loading(TOAST_MESSAGES.updatingXp);
    mutateAsync(tick ? 'increment' : 'decrement')
      .then(() => {
        toast.success(tick ? TOAST_MESSAGES.xpIncremented : TOAST_MESSAGES.xpDecremented, { id: toastId });
      })
      .catch((error: unknown) => {
        setMark(key, !tick);
        const { message, description } = xpErrorToast(error);
        toast.error(message, { id: toastId, ...(description ? { description } : {}) });
      })
      .finally(() => setBusy(key, false));
  };

  const clear = useCallback(() => setChecked(new Set()), []);

  const state = useMemo(() => sessionState(workouts, checked), [workouts, checked]);
  return { ...state, checked, pending, toggle, clear };
}

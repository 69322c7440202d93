import type { WarmUpSet } from '@stryd/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RoutineRef } from './api/routine-types';
import { readWarmUps, type WarmUpRow, type WarmUps, writeWarmUps } from './warm-up-store';

export interface WarmUpSession {
  warmUps: WarmUps;
  /** Puts a workout's proposed warm-ups before its working sets, none ticked. */
  add: (workoutIndex: number, sets: readonly WarmUpSet[]) => void;
  toggle: (workoutIndex: number, index: number) => void;
  clear: () => void;
}

/**
 * The warm-up sets added on a routine page (docs/product.md#warm-ups). They are the page's, kept on the
 * device for a reload, and not logged: until set types exist a logged set counts toward XP and records,
 * which a warm-up must not (decision 044). Leaving the page inside the app ends them with the session.
 */
export function useWarmUps(ref: RoutineRef): WarmUpSession {
  const [warmUps, setWarmUps] = useState<WarmUps>(new Map());
  const refNow = useRef(ref);
  refNow.current = ref;
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    // Read after hydration: the server drew the page without them.
    setWarmUps(readWarmUps(refNow.current));
    return () => {
      mounted.current = false;
      // Only a real leave: a development remount (StrictMode) mounts again before this runs.
      setTimeout(() => {
        if (!mounted.current) writeWarmUps(refNow.current, new Map());
      }, 0);
    };
  }, []);

  const change = useCallback((next: (now: WarmUps) => WarmUps) => {
    setWarmUps((now) => {
      const changed = next(now);
      writeWarmUps(refNow.current, changed);
      return changed;
    });
  }, []);
  const add = useCallback(
    (w: number, sets: readonly WarmUpSet[]) =>
      change((now) =>
        new Map(now).set(
          w,
          sets.map((set): WarmUpRow => ({ ...set, done: false })),
        ),
      ),
    [change],
  );
  const toggle = useCallback(
    (w: number, i: number) =>
      change((now) => {
        const rows = now.get(w);
        if (!rows?.[i]) return now;
        return new Map(now).set(
          w,
          rows.map((row, j) => (j === i ? { ...row, done: !row.done } : row)),
        );
      }),
    [change],
  );
  const clear = useCallback(() => change(() => new Map()), [change]);
  return { warmUps, add, toggle, clear };
}

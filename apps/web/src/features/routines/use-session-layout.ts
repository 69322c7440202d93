import type { WarmUpSet } from '@stryd/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { clock } from '../../lib/clock';
import type { RoutineRef } from './api/routine-types';
import { NO_ADDITIONS, readLayout, type SessionLayout, writeLayout } from './session-layout-store';

export interface SessionLayoutActions {
  layout: SessionLayout;
  /** Puts a workout's proposed warm-ups before its working sets, none ticked. */
  addWarmUps: (workoutIndex: number, sets: readonly WarmUpSet[]) => void;
  /** How many sets the workout has past the routine's (one more, or one fewer, than it shows). */
  setAdded: (workoutIndex: number, added: number) => void;
  clear: () => void;
}

/**
 * The sets a session adds to the routine's on this page (docs/product.md#adding-and-removing-sets), kept on
 * the device for a reload (session-layout-store.ts). Leaving the page inside the app ends them with the
 * session, as Finish does.
 */
export function useSessionLayout(ref: RoutineRef): SessionLayoutActions {
  const [layout, setLayout] = useState<SessionLayout>(new Map());
  const refNow = useRef(ref);
  refNow.current = ref;
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    // Read after hydration: the server drew the page from the logged sets alone.
    setLayout(readLayout(refNow.current, clock.now().getTime()));
    return () => {
      mounted.current = false;
      // Only a real leave: a development remount (StrictMode) mounts again before this runs.
      setTimeout(() => {
        if (!mounted.current) writeLayout(refNow.current, new Map(), clock.now().getTime());
      }, 0);
    };
  }, []);

  const change = useCallback((w: number, next: (now: typeof NO_ADDITIONS) => typeof NO_ADDITIONS) => {
    setLayout((now) => {
      const changed = new Map(now).set(w, next(now.get(w) ?? NO_ADDITIONS));
      writeLayout(refNow.current, changed, clock.now().getTime());
      return changed;
    });
  }, []);
  const addWarmUps = useCallback(
    (w: number, sets: readonly WarmUpSet[]) => change(w, (now) => ({ ...now, warmUps: sets })),
    [change],
  );
  const setAdded = useCallback(
    (w: number, added: number) => change(w, (now) => ({ ...now, added: Math.max(0, added) })),
    [change],
  );
  const clear = useCallback(() => {
    setLayout(new Map());
    writeLayout(refNow.current, new Map(), clock.now().getTime());
  }, []);
  return { layout, addWarmUps, setAdded, clear };
}

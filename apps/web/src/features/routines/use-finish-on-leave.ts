import { useEffect, useRef } from 'react';
import type { RoutineRef } from './api/routine-types';
import { finishSession } from './api/workout-log';

/**
 * Leaving the page inside the app finishes the session, so XP and progress start at 0 on the next visit
 * (docs/product.md#leaving-the-page); a reload or a closed tab does not (the unmount never runs).
 */
export function useFinishOnLeave(ref: RoutineRef, loggedCount: number): void {
  const leaving = useRef({ loggedCount, ref });
  leaving.current = { loggedCount, ref };
  useEffect(
    () => () => {
      const { loggedCount: count, ref: current } = leaving.current;
      if (count > 0) void finishSession(current, undefined, true).catch(() => undefined);
    },
    [],
  );
}

import type { LoggedSet, RoutineSessionAnswer } from '@stryd/domain';
import { useEffect, useRef } from 'react';
import { onSynced } from '../../lib/offline/offline-queue';
import type { RoutineRef, RoutineWorkout } from './api/routine-types';
import { withQueued } from './offline-sets';
import type { SessionAction } from './session-reducer';

/**
 * What the server kept of the open session (a reload, a closed tab), with the ticks still waiting in
 * the device's queue, reaches the page once per visit; and a set that waited offline becomes the
 * server's, with the XP it earned, when a sync round sends it. `drawnWith`: see drawn-session.ts.
 */
export function useKeptSession(
  ref: RoutineRef,
  workouts: readonly RoutineWorkout[],
  answer: RoutineSessionAnswer | undefined,
  drawnWith: readonly LoggedSet[],
  dispatch: (action: SessionAction) => void,
): void {
  const foundFrom = useRef<string | null>(null);
  const latest = useRef({ ref, workouts, dispatch });
  latest.current = { ref, workouts, dispatch };

  useEffect(() => {
    if (!answer) return;
    const open = answer.session;
    const from = open?.id ?? 'queue';
    if (foundFrom.current === from) return;
    const { ref: current, workouts: shown } = latest.current;
    void withQueued(current, shown, open?.sets ?? []).then((kept) => {
      if (foundFrom.current === from || (kept.size === 0 && drawnWith.length === 0)) return;
      foundFrom.current = from;
      latest.current.dispatch({ type: 'session-found', kept, startedAt: open?.startedAt, drawnWith });
    });
  }, [answer, drawnWith]);

  useEffect(() => onSynced(({ sent }) => latest.current.dispatch({ type: 'queue-synced', sent })), []);
}

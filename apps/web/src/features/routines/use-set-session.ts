import {
  type PreviousSet,
  restStartsAfter,
  type SessionSummary,
  type SetDetails,
  type SetValues,
  setValuesProblem,
  type XpState,
} from '@stryd/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import type { RoutineRef, RoutineWorkout } from './api/routine-types';
import { finishSession, routineSessionQueryKey, useRoutineSession } from './api/workout-log';
import { drawnStart } from './drawn-session';
import {
  detailsOf,
  emptySession,
  type SessionAction,
  type SessionState,
  sessionReducer,
} from './session-reducer';
import { sessionState } from './session-state';
import { prefillDetails, prefillValues, setKey } from './set-prefill';
import { LOG_TOASTS } from './set-toasts';
import { useFinishOnLeave } from './use-finish-on-leave';
import { useKeptSession } from './use-kept-session';
import { useSetMutations } from './use-set-mutations';

export { LOG_TOASTS, xpErrorToast } from './set-toasts';
export { setKey };

export interface SetSession extends XpState {
  checked: ReadonlySet<string>;
  pending: ReadonlySet<string>;
  /** Each workout's sets from the last other session of its exercise. */
  previous: ReadonlyMap<number, readonly PreviousSet[]>;
  /** What a set's row shows: the logged set, else what was typed over the prefill, field by field. */
  valuesFor: (workoutIndex: number, setIndex: number) => SetValues;
  /** One field typed into a set's row; the other fields keep what they show (typed, or the prefill). */
  setValue: (workoutIndex: number, setIndex: number, field: keyof SetValues, value: number | null) => void;
  /** What a set's row shows of its type, effort and note: the logged set's, else chosen over last time's. */
  detailsFor: (workoutIndex: number, setIndex: number) => SetDetails;
  /** A type, effort or note chosen in a set's row (one tap); the rest stays as shown. */
  setDetails: (workoutIndex: number, setIndex: number, change: Partial<SetDetails>) => void;
  toggle: (workoutIndex: number, setIndex: number) => void;
  /** The open session found on arrival (a reload, a closed tab), until dismissed or finished. */
  resumed: { startedAt: string; sets: number } | null;
  dismissResumed: () => void;
  /** Saves the session to history and starts the page afresh. */
  finish: (durationMs?: number) => Promise<SessionSummary | null>;
  loggedCount: number;
  /** Untick everything locally (after leaving the routine, which takes today's XP back). */
  clear: () => void;
}

/**
 * The session reducer's state, also readable at once through `current` (a press must see a press made
 * a moment before it, before React renders again).
 */
function useSessionStore(init: () => SessionState) {
  const [state, setState] = useState(init);
  const current = useRef(state);
  const dispatch = useCallback((action: SessionAction) => {
    current.current = sessionReducer(current.current, action);
    setState(current.current);
  }, []);
  return { state, current, dispatch };
}

/**
 * The workout on a routine page: the session reducer (session-reducer.ts) fed by the tick and untick
 * mutations (use-set-mutations.ts) and by what the server and the device kept (use-kept-session.ts).
 * Each tick logs the set with its values on the server, so a reload finds it again; leaving the page
 * inside the app finishes the session (docs/product.md#leaving-the-page). `onRoundDone` is told when a tick
 * should start the rest: after each set of a workout alone, after each round of a superset or circuit.
 */
export function useSetSession(
  ref: RoutineRef,
  workouts: readonly RoutineWorkout[],
  viewerID: string | undefined,
  onRoundDone?: (workoutIndex: number) => void,
): SetSession {
  const queryClient = useQueryClient();
  const saved = useRoutineSession(ref);
  const [drawn] = useState(() => drawnStart(saved.data));
  const { state, current, dispatch } = useSessionStore(() => ({
    ...emptySession(drawn.logged),
    resumed: drawn.resumed,
  }));
  useKeptSession(ref, workouts, saved.data, drawn.drawnWith, dispatch);
  // A rest follows a set done alone, or the set that completes a superset's round (decision 046).
  const onTicked = (w: number, s: number) => {
    const { logged, ticking } = current.current;
    const done = (wi: number, si: number) =>
      (wi === w && si === s) || logged.has(setKey(wi, si)) || ticking.has(setKey(wi, si));
    if (restStartsAfter(workouts, { workoutIndex: w, setIndex: s }, done)) onRoundDone?.(w);
  };
  const { tick, untick } = useSetMutations({ ref, workouts, viewerID, dispatch, onTicked });

  const previous = useMemo(
    () => new Map((saved.data?.previous ?? []).map((p) => [p.workoutIndex, p.sets])),
    [saved.data],
  );

  const valuesIn = (session: SessionState, w: number, s: number): SetValues => {
    const key = setKey(w, s);
    const done = session.logged.get(key);
    if (done) return done;
    const prefill = prefillValues(workouts[w] as RoutineWorkout, w, s, session.logged, previous.get(w));
    return { ...prefill, ...session.edits.get(key) };
  };
  const detailsIn = (session: SessionState, w: number, s: number): SetDetails => {
    const key = setKey(w, s);
    const done = session.logged.get(key);
    if (done) return detailsOf(done);
    return { ...prefillDetails(previous.get(w), s), ...session.details.get(key) };
  };
  // What the stable actions below read: the render's workouts and mutations, kept as of the last render.
  const latest = useRef({ valuesIn, detailsIn, tick, untick });
  latest.current = { valuesIn, detailsIn, tick, untick };

  // Stable across renders, so a workout card whose sets did not change is not drawn again (or hydrated
  // before its time: decision 032).
  const toggle = useCallback(
    (w: number, s: number) => {
      const key = setKey(w, s);
      const now = current.current;
      if (now.pending.has(key)) return;
      const done = now.logged.get(key);
      if (done) {
        latest.current.untick({ key, set: done });
        return;
      }
      // The values as they are now: a field typed a moment ago (before the app ran, say) is not yet rendered.
      const values = latest.current.valuesIn(now, w, s);
      // Refused here in the server's words: nothing is sent, shown or stored.
      const problem = setValuesProblem(values);
      if (problem) {
        toast.error(LOG_TOASTS.notLogged, { description: problem.message });
        return;
      }
      latest.current.tick({
        key,
        setId: crypto.randomUUID(),
        body: { workoutIndex: w, setIndex: s, ...values, ...latest.current.detailsIn(now, w, s) },
      });
    },
    [current],
  );
  const setValue = useCallback(
    (w: number, s: number, field: keyof SetValues, value: number | null) =>
      dispatch({ type: 'field-edited', key: setKey(w, s), field, value }),
    [dispatch],
  );

  const setDetails = useCallback(
    (w: number, s: number, change: Partial<SetDetails>) =>
      dispatch({ type: 'details-edited', key: setKey(w, s), change }),
    [dispatch],
  );

  const clear = useCallback(() => dispatch({ type: 'cleared' }), [dispatch]);

  const finish = useCallback(
    async (durationMs?: number) => {
      const { session } = await finishSession(ref, durationMs);
      clear();
      // The finished sets become "last time" for the next session.
      void queryClient.invalidateQueries({ queryKey: routineSessionQueryKey(ref) });
      void queryClient.invalidateQueries({ queryKey: ['history'] });
      return session;
    },
    [ref, clear, queryClient],
  );

  const loggedCount = state.logged.size;
  useFinishOnLeave(ref, loggedCount);

  const { logged, ticking } = state;
  const checked = useMemo(() => new Set([...logged.keys(), ...ticking]), [logged, ticking]);
  // A warm-up on its way shows no XP: the server grants it none.
  const warmups = new Set(
    [...ticking].filter((key) => {
      const [w, s] = key.split(':').map(Number) as [number, number];
      return detailsIn(state, w, s).setType === 'warmup';
    }),
  );
  const numbers = sessionState(workouts, logged, ticking, warmups);
  return {
    ...numbers,
    checked,
    pending: state.pending,
    previous,
    valuesFor: (w, s) => valuesIn(state, w, s),
    setValue,
    detailsFor: (w, s) => detailsIn(state, w, s),
    setDetails,
    toggle,
    resumed: state.resumed,
    dismissResumed: () => dispatch({ type: 'resume-dismissed' }),
    finish,
    loggedCount,
    clear,
  };
}

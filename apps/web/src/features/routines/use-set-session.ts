import {
  EMPTY_SET_DETAILS,
  isAddedPlace,
  isWarmUpPlace,
  type PreviousSet,
  restStartsAfter,
  type SessionSummary,
  type SetDetails,
  type SetValues,
  setValuesOf,
  setValuesProblem,
  type WarmUpSet,
  type XpState,
} from '@stryd/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import type { RoutineRef, RoutineWorkout } from './api/routine-types';
import { finishSession, routineSessionQueryKey, useRoutineSession } from './api/workout-log';
import { drawnStart } from './drawn-session';
import { setRowCount, warmUpRowCount, warmUpValues } from './session-places';
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
import { useSessionLayout } from './use-session-layout';
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
  /** How many set rows a workout shows: the routine's and the ones added (docs/product.md#adding-and-removing-sets). */
  setCountFor: (workoutIndex: number) => number;
  /** How many warm-up rows go before them (set places below 0, decision 047). */
  warmUpCountFor: (workoutIndex: number) => number;
  /** Puts a workout's proposed warm-ups before its sets, none ticked (docs/product.md#warm-ups). */
  addWarmUps: (workoutIndex: number, sets: readonly WarmUpSet[]) => void;
  /** One more set after a workout's last, pre-filled from it. */
  addSet: (workoutIndex: number) => void;
  /** Takes a workout's last added set away, unticking it first when it was ticked. */
  removeSet: (workoutIndex: number) => void;
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
    // A warm-up is no working set: the rest is the working sets'.
    if (!isWarmUpPlace(s) && restStartsAfter(workouts, { workoutIndex: w, setIndex: s }, done))
      onRoundDone?.(w);
  };
  const { tick, untick } = useSetMutations({ ref, workouts, viewerID, dispatch, onTicked });
  const { layout, addWarmUps, setAdded, clear: clearLayout } = useSessionLayout(ref);

  const previous = useMemo(
    () => new Map((saved.data?.previous ?? []).map((p) => [p.workoutIndex, p.sets])),
    [saved.data],
  );

  // A warm-up row shows its step of the ramp; an added set what the set before it shows (decision 047).
  const valuesIn = (session: SessionState, w: number, s: number): SetValues => {
    const key = setKey(w, s);
    const done = session.logged.get(key);
    if (done) return setValuesOf(done);
    const workout = workouts[w] as RoutineWorkout;
    const prefill = isWarmUpPlace(s)
      ? warmUpValues(layout, w, s)
      : isAddedPlace(s, workout.workoutSets)
        ? valuesIn(session, w, s - 1)
        : prefillValues(workout, w, s, session.logged, previous.get(w));
    return { ...prefill, ...session.edits.get(key) };
  };
  const detailsIn = (session: SessionState, w: number, s: number): SetDetails => {
    const key = setKey(w, s);
    const done = session.logged.get(key);
    if (done) return detailsOf(done);
    if (isWarmUpPlace(s)) return { ...EMPTY_SET_DETAILS, setType: 'warmup' };
    const prefill = isAddedPlace(s, (workouts[w] as RoutineWorkout).workoutSets)
      ? { ...detailsIn(session, w, s - 1), note: null }
      : prefillDetails(previous.get(w), s);
    return { ...prefill, ...session.details.get(key) };
  };
  const rowsIn = (session: SessionState, w: number) =>
    setRowCount(workouts[w] as RoutineWorkout, w, session.logged, layout);
  // What the stable actions below read: the render's workouts and mutations, kept as of the last render.
  const latest = useRef({ valuesIn, detailsIn, rowsIn, tick, untick });
  latest.current = { valuesIn, detailsIn, rowsIn, tick, untick };

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

  // Counted from the rows shown, which may hold sets logged past the routine's on another device.
  const routineSets = useCallback((w: number) => (workouts[w] as RoutineWorkout).workoutSets, [workouts]);
  const addSet = useCallback(
    (w: number) => setAdded(w, latest.current.rowsIn(current.current, w) + 1 - routineSets(w)),
    [current, routineSets, setAdded],
  );
  const removeSet = useCallback(
    (w: number) => {
      const now = current.current;
      const s = latest.current.rowsIn(now, w) - 1;
      // Only a set the session added goes; the routine's sets stay (leave one unticked instead).
      if (!isAddedPlace(s, routineSets(w))) return;
      const key = setKey(w, s);
      if (now.pending.has(key)) return;
      const done = now.logged.get(key);
      // A ticked set is unticked first: its XP goes back as an untick's does.
      if (done) latest.current.untick({ key, set: done });
      setAdded(w, s - routineSets(w));
    },
    [current, routineSets, setAdded],
  );

  const clear = useCallback(() => {
    dispatch({ type: 'cleared' });
    clearLayout();
  }, [dispatch, clearLayout]);

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
    setCountFor: (w) => rowsIn(state, w),
    warmUpCountFor: (w) => warmUpRowCount(w, logged, layout),
    addWarmUps,
    addSet,
    removeSet,
    resumed: state.resumed,
    dismissResumed: () => dispatch({ type: 'resume-dismissed' }),
    finish,
    loggedCount,
    clear,
  };
}

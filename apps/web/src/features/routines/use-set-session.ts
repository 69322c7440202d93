import {
  type LoggedSet,
  type SessionSummary,
  type SetValues,
  setValuesProblem,
  TOAST_MESSAGES,
  type XpState,
} from '@stryd/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { isQueued, onSynced, syncQueue } from '../../lib/offline/offline-queue';
import { retryWhileOffline } from '../../lib/retry';
import { toast } from '../../lib/toast';
import type { RoutineRef, RoutineWorkout } from './api/routine-types';
import {
  applyXpAnswer,
  finishSession,
  logSet,
  routineSessionQueryKey,
  unlogSet,
  useRoutineSession,
} from './api/workout-log';
import {
  keptOffline,
  keyedSets,
  OFFLINE_TOASTS,
  queuedSet,
  queueTick,
  queueUntick,
  retryDelays,
  withQueued,
  withSynced,
} from './offline-sets';
import { sessionState } from './session-state';
import { prefillValues, setKey } from './set-prefill';

export { setKey };

/** Toasts of the workout log beyond the product's XP toasts (which stay as they are). */
export const LOG_TOASTS = {
  loggedNoXp: 'Set logged. No XP earned',
  notLogged: 'Set not logged',
  unticked: 'Set unticked',
  saved: 'Workout saved to your history',
} as const;

/**
 * The message for a refused tick or untick (docs/product.md#toasts; the daily cap and ceiling are worded
 * by the server).
 */
export function xpErrorToast(error: unknown): { message: string; description?: string } {
  if (error instanceof ApiError) {
    if (error.status === 402) return { message: TOAST_MESSAGES.subscriptionRequired };
    if (error.status === 400 || error.status === 409)
      return { message: TOAST_MESSAGES.xpError, description: error.message };
  }
  return { message: TOAST_MESSAGES.xpError };
}

/** A tick the log refused (a value out of range, no such set) is said as the set's, not as XP's. */
function tickErrorToast(error: unknown): { message: string; description?: string } {
  if (error instanceof ApiError && error.status === 400)
    return { message: LOG_TOASTS.notLogged, description: error.message };
  return xpErrorToast(error);
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

export interface SetSession extends XpState {
  checked: ReadonlySet<string>;
  pending: ReadonlySet<string>;
  /** Each workout's sets from the last other session of its exercise. */
  previous: ReadonlyMap<number, readonly SetValues[]>;
  valuesFor: (workoutIndex: number, setIndex: number) => SetValues;
  setValues: (workoutIndex: number, setIndex: number, values: SetValues) => void;
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
 * The workout on a routine page. Each tick logs the set with its values on the server (which keeps the
 * session: a reload finds it again); the tick shows at once ('Updating XP...'), then the XP toast,
 * or "logged, no XP" with the server's reason; a failed call rolls the tick back. Leaving the page
 * inside the app finishes the session, so XP and progress start at 0 on the next visit
 * (docs/product.md#leaving-the-page).
 */
export function useSetSession(
  ref: RoutineRef,
  workouts: readonly RoutineWorkout[],
  viewerID: string | undefined,
  onTicked?: (workoutIndex: number) => void,
): SetSession {
  const queryClient = useQueryClient();
  const saved = useRoutineSession(ref);
  // The open session the page starts with when its answer is already here (a page the server drew): shown
  // from the first render, so the drawn page is the workout as it stands.
  const [startedWith] = useState(() => saved.data?.session?.sets ?? []);
  const [logged, setLogged] = useState<ReadonlyMap<string, LoggedSet>>(() => keyedSets(startedWith));
  const [ticking, setTicking] = useState<ReadonlySet<string>>(() => new Set());
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const [drafts, setDrafts] = useState<ReadonlyMap<string, SetValues>>(() => new Map());
  const [resumed, setResumed] = useState<SetSession['resumed']>(() => {
    const open = saved.data?.session;
    return open && open.sets.length > 0 ? { startedAt: open.startedAt, sets: open.sets.length } : null;
  });
  const busy = useRef(new Set<string>());
  const loggedRef = useRef(logged);
  loggedRef.current = logged;

  // Resume what the server kept (once per visit), with the ticks still waiting in the offline queue.
  // The banner may have been put away before the queue is read (Resume pressed on a drawn page, made as
  // soon as the app takes over): it stays away.
  const resumedFrom = useRef<string | null>(null);
  const dismissed = useRef(false);
  const latest = useRef({ ref, workouts });
  latest.current = { ref, workouts };
  useEffect(() => {
    if (!saved.data) return;
    const open = saved.data.session;
    const from = open?.id ?? 'queue';
    if (resumedFrom.current === from) return;
    void withQueued(latest.current.ref, latest.current.workouts, open?.sets ?? []).then((sets) => {
      if (resumedFrom.current === from || (sets.size === 0 && startedWith.length === 0)) return;
      resumedFrom.current = from;
      setLogged((current) => resumedSets(current, sets, startedWith));
      const first = [...sets.values()].map((set) => set.loggedAt).sort()[0];
      setResumed(
        first && !dismissed.current ? { startedAt: open?.startedAt ?? first, sets: sets.size } : null,
      );
    });
  }, [saved.data, startedWith]);

  // A set that waited offline earned its XP when it reached the server: the page shows the server's set.
  useEffect(() => onSynced(({ sent }) => setLogged((current) => withSynced(current, sent))), []);

  const previous = useMemo(
    () => new Map((saved.data?.previous ?? []).map((p) => [p.workoutIndex, p.sets])),
    [saved.data],
  );

  const mark = (key: string, on: boolean) => {
    if (on) busy.current.add(key);
    else busy.current.delete(key);
    setPending(new Set(busy.current));
  };
  const update =
    <T>(set: (next: Map<string, T>) => void) =>
    (current: ReadonlyMap<string, T>) => {
      const next = new Map(current);
      set(next);
      return next;
    };

  const valuesFor = (w: number, s: number): SetValues => {
    const key = setKey(w, s);
    const done = logged.get(key);
    if (done) return done;
    const workout = workouts[w] as RoutineWorkout;
    return drafts.get(key) ?? prefillValues(workout, w, s, logged, previous.get(w));
  };

  const tick = (w: number, s: number, key: string) => {
    const values = valuesFor(w, s);
    // Refused here in the server's words: nothing is sent, shown or stored.
    const problem = setValuesProblem(values);
    if (problem) {
      toast.error(LOG_TOASTS.notLogged, { description: problem.message });
      return;
    }
    setTicking((current) => new Set(current).add(key));
    mark(key, true);
    const toastId = toast.loading(TOAST_MESSAGES.updatingXp);
    // One id for every attempt: a retry after a dropped connection cannot log the set twice.
    const setId = crypto.randomUUID();
    const body = { workoutIndex: w, setIndex: s, ...values };
    retryWhileOffline(() => logSet(ref, setId, body), retryDelays())
      .then((answer) => {
        setLogged(update((next) => next.set(key, answer.set)));
        if (answer.xp) {
          applyXpAnswer(queryClient, ref, viewerID, answer.xp);
          toast.success(TOAST_MESSAGES.xpIncremented, { id: toastId });
        } else if (answer.noXpReason) {
          toast.success(LOG_TOASTS.loggedNoXp, { id: toastId, description: answer.noXpReason });
        } else {
          toast.dismiss(toastId);
        }
        if (answer.record) toast.success(answer.record);
        onTicked?.(w);
      })
      .catch(async (error: unknown) => {
        // No connection: the tick stays, and the same PUT is sent when the connection returns.
        if (await keptOffline(error, () => queueTick(ref, setId, body), toastId, OFFLINE_TOASTS.tickQueued)) {
          const set = queuedSet(workouts, setId, body);
          if (set) setLogged(update((next) => next.set(key, set)));
          onTicked?.(w);
          return;
        }
        const { message, description } = tickErrorToast(error);
        toast.error(message, { id: toastId, ...(description ? { description } : {}) });
      })
      .finally(() => {
        setTicking((current) => new Set([...current].filter((k) => k !== key)));
        mark(key, false);
      });
  };

  const untick = (key: string, set: LoggedSet) => {
    setLogged(update((next) => next.delete(key)));
    setDrafts(update((next) => next.set(key, set)));
    mark(key, true);
    const toastId = toast.loading(TOAST_MESSAGES.updatingXp);
    const untickQueued = () => queueUntick(ref, set.id);
    // A tick still waiting in the queue must reach the server before its untick does.
    isQueued(set.id)
      .then(async (waiting) => {
        if (waiting) {
          await untickQueued();
          toast.success(OFFLINE_TOASTS.untickQueued, { id: toastId });
          void syncQueue().catch(() => undefined);
          return;
        }
        const answer = await retryWhileOffline(() => unlogSet(ref, set.id), retryDelays());
        if (answer.xp) {
          applyXpAnswer(queryClient, ref, viewerID, answer.xp);
          toast.success(TOAST_MESSAGES.xpDecremented, { id: toastId });
        } else {
          toast.success(LOG_TOASTS.unticked, { id: toastId });
        }
      })
      .catch(async (error: unknown) => {
        if (await keptOffline(error, untickQueued, toastId, OFFLINE_TOASTS.untickQueued)) return;
        setLogged(update((next) => next.set(key, set)));
        const { message, description } = xpErrorToast(error);
        toast.error(message, { id: toastId, ...(description ? { description } : {}) });
      })
      .finally(() => mark(key, false));
  };

  const toggle = (w: number, s: number) => {
    const key = setKey(w, s);
    if (busy.current.has(key)) return;
    const done = loggedRef.current.get(key);
    if (done) untick(key, done);
    else tick(w, s, key);
  };

  const setValues = (w: number, s: number, values: SetValues) =>
    setDrafts(update((next) => next.set(setKey(w, s), values)));

  const clear = useCallback(() => {
    setLogged(new Map());
    setDrafts(new Map());
    setResumed(null);
  }, []);

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

  // Leaving the page inside the app finishes the session (a reload or a closed tab does not).
  const loggedCount = logged.size;
  const leaving = useRef({ loggedCount, ref });
  leaving.current = { loggedCount, ref };
  useEffect(
    () => () => {
      const { loggedCount: count, ref: current } = leaving.current;
      if (count > 0) void finishSession(current, undefined, true).catch(() => undefined);
    },
    [],
  );

  const checked = useMemo(() => new Set([...logged.keys(), ...ticking]), [logged, ticking]);
  const state = useMemo(() => sessionState(workouts, logged, ticking), [workouts, logged, ticking]);
  return {
    ...state,
    checked,
    pending,
    previous,
    valuesFor,
    setValues,
    toggle,
    resumed,
    dismissResumed: () => {
      dismissed.current = true;
      setResumed(null);
    },
    finish,
    loggedCount,
    clear,
  };
}

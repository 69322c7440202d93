import {
  clampRestSeconds,
  DEFAULT_REST_SECONDS,
  type ExerciseCategory,
  restRemainingMs,
} from '@stryd/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { announceRest, cancelRest, onRestFromPush } from './rest-push';
import { playBeep, primeBeep } from './rest-sound';

export type RestCategory = ExerciseCategory | 'custom';

export interface RestTimer {
  /** When the running rest ends (ms since the epoch), or null when no rest is running. */
  endsAt: number | null;
  /** What is left of the running rest now, from the clock (0 when none runs). */
  remainingMs: () => number;
  running: boolean;
  /** True once a rest ran out by itself, until the next start or skip (drives the "Rest over" announcement). */
  ended: boolean;
  start: (category: RestCategory) => void;
  adjust: (deltaSeconds: number) => void;
  skip: () => void;
  secondsFor: (category: RestCategory) => number;
}

/** How often a running countdown is drawn again (RestTimerBar); the value itself comes from the clock. */
export const REST_TICK_MS = 250;
const VIBRATION_PATTERN = [200, 100, 200];

const storageKey = (category: RestCategory) => `stryd.rest.${category}`;

// Storage can throw (private mode, disabled storage); the rest then just uses the defaults.
function remembered(category: RestCategory): number | null {
  try {
    const raw = localStorage.getItem(storageKey(category));
    if (raw === null || raw.trim() === '') return null;
    const seconds = Number(raw);
    return Number.isFinite(seconds) ? clampRestSeconds(seconds) : null;
  } catch {
    return null;
  }
}

function remember(category: RestCategory, seconds: number): void {
  try {
    localStorage.setItem(storageKey(category), String(seconds));
  } catch {
    // Not remembered; the running rest still changes.
  }
}

/** The rest length for a category: what the user last set for it, else the default. */
export function restSecondsFor(category: RestCategory): number {
  // An unknown category (from older data) falls back like a custom exercise.
  return remembered(category) ?? DEFAULT_REST_SECONDS[category] ?? DEFAULT_REST_SECONDS.custom;
}

interface Run {
  category: RestCategory;
  startedAt: number;
  seconds: number;
}

const endOf = (run: Run) => run.startedAt + run.seconds * 1000;

/**
 * Rest between sets. Remaining time is endsAt − now, never counted ticks, so it is right after the phone
 * locked or the tab slept. `now` is injectable for tests and must be stable across renders.
 */
export function useRestTimer(now: () => number = Date.now): RestTimer {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [ended, setEnded] = useState(false);
  const run = useRef<Run | null>(null);

  const start = useCallback(
    (category: RestCategory) => {
      primeBeep();
      const next = { category, startedAt: now(), seconds: restSecondsFor(category) };
      run.current = next;
      setEnded(false);
      setEndsAt(endOf(next));
      void announceRest(next.seconds * 1000, window.location.pathname);
    },
    [now],
  );

  const adjust = useCallback(
    (deltaSeconds: number) => {
      const current = run.current;
      if (!current) return;
      const next = { ...current, seconds: clampRestSeconds(current.seconds + deltaSeconds) };
      run.current = next;
      remember(next.category, next.seconds);
      setEndsAt(endOf(next));
      void announceRest(endOf(next) - now(), window.location.pathname);
    },
    [now],
  );

  const stop = useCallback(() => {
    run.current = null;
    setEnded(false);
    setEndsAt(null);
  }, []);

  const skip = useCallback(() => {
    stop();
    cancelRest();
  }, [stop]);

  // "+30 s" on the rest's push moves the end (the server already has it); "Skip" ends the rest.
  useEffect(
    () =>
      onRestFromPush((pushedEnd) => {
        if (pushedEnd === null) return stop();
        const seconds = Math.max(1, Math.round((pushedEnd - now()) / 1000));
        const next = {
          category: run.current?.category ?? 'custom',
          startedAt: pushedEnd - seconds * 1000,
          seconds,
        };
        run.current = next;
        setEnded(false);
        setEndsAt(endOf(next));
      }),
    [now, stop],
  );

  // Leaving the page ends the session, and with it the rest's push.
  useEffect(() => () => cancelRest(), []);

  useEffect(() => {
    if (endsAt === null) return;
    const check = () => {
      // A stale callback (the rest was changed or finished since) must not finish it a second time.
      if (!run.current || endOf(run.current) !== endsAt || now() < endsAt) return;
      run.current = null;
      setEndsAt(null);
      setEnded(true);
      // Seen ending on screen: no push. Ended while hidden: the server's push is what the person gets.
      if (document.visibilityState === 'visible') cancelRest();
      playBeep();
      try {
        navigator.vibrate?.(VIBRATION_PATTERN);
      } catch {
        // Vibration is optional.
      }
    };
    const id = window.setInterval(check, REST_TICK_MS);
    // Intervals are throttled or paused while hidden; catch up as soon as the page is seen again.
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(id);
      document.removeEventListener('visibilitychange', check);
    };
  }, [endsAt, now]);

  const remainingMs = useCallback(
    () => (endsAt === null ? 0 : restRemainingMs(endsAt, now())),
    [endsAt, now],
  );
  return {
    endsAt,
    remainingMs,
    running: endsAt !== null,
    ended,
    start,
    adjust,
    skip,
    secondsFor: restSecondsFor,
  };
}

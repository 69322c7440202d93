import { TIMER_TICK_MS } from '@stryd/domain';
import { useState, useSyncExternalStore } from 'react';
import { useRedrawEvery } from '../../lib/use-redraw-every';

/**
 * The timer (docs/product.md#workout-timer): play/pause and reset. Elapsed time is measured from the
 * clock, so a late tick never makes it drift. The page holding it is not drawn again as it runs: only the
 * part that shows it (useStopwatchShown) is, every TIMER_TICK_MS (10 ms).
 */
export interface Stopwatch {
  elapsedMs: () => number;
  running: () => boolean;
  start: () => void;
  pause: () => void;
  toggle: () => void;
  reset: () => void;
  /** Told of each start, pause and reset (not of the time passing). */
  subscribe: (listener: () => void) => () => void;
  /** Changes at each start, pause and reset. */
  version: () => number;
}

export function createStopwatch(now: () => number = Date.now): Stopwatch {
  let baseMs = 0;
  let startedAt: number | null = null;
  let version = 0;
  const listeners = new Set<() => void>();
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  const watch: Stopwatch = {
    elapsedMs: () => baseMs + (startedAt === null ? 0 : now() - startedAt),
    running: () => startedAt !== null,
    start: () => {
      if (startedAt !== null) return;
      startedAt = now();
      changed();
    },
    pause: () => {
      if (startedAt === null) return;
      baseMs += now() - startedAt;
      startedAt = null;
      changed();
    },
    toggle: () => (startedAt === null ? watch.start() : watch.pause()),
    reset: () => {
      baseMs = 0;
      startedAt = null;
      changed();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
  return watch;
}

/** A stopwatch kept for the life of the calling part, which it never draws again by itself. */
export function useStopwatch(): Stopwatch {
  const [watch] = useState(() => createStopwatch());
  return watch;
}

/** What the stopwatch shows now; draws the calling part again at each tick while it runs. */
export function useStopwatchShown(watch: Stopwatch, tickMs: number = TIMER_TICK_MS) {
  useSyncExternalStore(watch.subscribe, watch.version, watch.version);
  const running = watch.running();
  useRedrawEvery(running ? tickMs : null);
  return { elapsedMs: watch.elapsedMs(), running };
}

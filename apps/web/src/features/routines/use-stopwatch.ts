import { TIMER_TICK_MS } from '@stryd/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Stopwatch {
  elapsedMs: number;
  running: boolean;
  start: () => void;
  pause: () => void;
  toggle: () => void;
  reset: () => void;
}

/**
 * The timer (docs/product.md#workout-timer): play/pause and reset, ticking every TIMER_TICK_MS (10 ms).
 * Elapsed time is measured from the clock, so a late tick never makes the timer drift.
 */
export function useStopwatch(tickMs: number = TIMER_TICK_MS): Stopwatch {
  const [elapsedMs, setElapsedMs] = useState(0);
  const [running, setRunning] = useState(false);
  const runningRef = useRef(false);
  const baseMs = useRef(0);
  const startedAt = useRef(0);

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => {
      setElapsedMs(baseMs.current + Date.now() - startedAt.current);
    }, tickMs);
    return () => window.clearInterval(id);
  }, [running, tickMs]);

  const start = useCallback(() => {
    if (runningRef.current) return;
    runningRef.current = true;
    startedAt.current = Date.now();
    setRunning(true);
  }, []);

  const pause = useCallback(() => {
    if (!runningRef.current) return;
    runningRef.current = false;
    baseMs.current += Date.now() - startedAt.current;
    setElapsedMs(baseMs.current);
    setRunning(false);
  }, []);

  const reset = useCallback(() => {
    runningRef.current = false;
    baseMs.current = 0;
    setRunning(false);
    setElapsedMs(0);
  }, []);

  const toggle = useCallback(() => (runningRef.current ? pause() : start()), [pause, start]);

  return { elapsedMs, running, start, pause, toggle, reset };
}

import { useEffect, useState } from 'react';

/**
 * Draws the calling part again every `everyMs` while it is a number (null: stopped). For a countdown or a
 * clock whose value comes from the clock at each render: only the part that shows it is drawn again, not
 * the page that holds its state (a set tapped mid-rest waits for nothing else).
 */
export function useRedrawEvery(everyMs: number | null): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (everyMs === null) return;
    const id = window.setInterval(() => setTick((tick) => tick + 1), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
}

import type { TestClock } from '../clock';
import { HOUR_WINDOW_MS } from '../modules/rate-limit/per-hour';
import { windowStartOf } from '../modules/rate-limit/rate-limit.repository';

/** The middle of the limits' window `at` falls in: a per-hour count that starts there cannot cross its edge. */
export const middleOfClockHour = (at: number): number =>
  windowStartOf(at, HOUR_WINDOW_MS) + HOUR_WINDOW_MS / 2;

/**
 * Runs `count` with the app's clock stopped at the middle of the present clock hour, then lets it follow
 * the wall clock again. The per-hour limits count in clock hours (rate-limit.repository `hit`), so a test
 * that fills one on the wall clock fails when it runs across the hour's turn.
 */
export async function withinOneClockHour<T>(clock: TestClock, count: () => Promise<T>): Promise<T> {
  clock.set(middleOfClockHour(clock.now().getTime()));
  try {
    return await count();
  } finally {
    clock.release();
  }
}

import type { TestClock } from '../clock';

const HOUR_MS = 60 * 60 * 1000;

/** The middle of the clock hour `at` falls in: a per-hour count that starts there cannot cross the hour's edge. */
export const middleOfClockHour = (at: number): number => at - (at % HOUR_MS) + HOUR_MS / 2;

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

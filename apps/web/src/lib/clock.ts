/**
 * Where the web app reads the wall clock for product time (dates shown, when a set was done, how old a
 * kept thing is): one place, as the server's clock.ts (decision 012). Code takes the time as a parameter
 * and its caller reads it here; no default parameter reads it silently. Durations (timers, timeouts)
 * use `performance.now()` or the timers themselves. Tests move it with `vi.setSystemTime`, which it follows.
 */
export const clock = {
  now: (): Date => new Date(),
};

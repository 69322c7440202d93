/**
 * Where product time comes from (decision 012): the app context holds one clock; routes read
 * `clock.now()` once per request and pass it down to services as `now`. Timeouts, back-off and token
 * caches in network adapters measure durations, not product time, and read `Date.now()` themselves.
 */
export interface Clock {
  now(): Date;
}

/** The wall clock: what the server runs on. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export interface TestClock extends Clock {
  /** Stops the clock at `at` (a Date, an ISO string or epoch ms). */
  set(at: Date | string | number): void;
  /** Stops the clock `ms` after its present time. */
  advance(ms: number): void;
  /** Lets the clock follow the wall clock again. */
  release(): void;
}

function epochMs(at: Date | string | number): number {
  const ms = new Date(at).getTime();
  if (Number.isNaN(ms)) throw new Error(`Not a time: ${String(at)}`);
  return ms;
}

/** Follows the wall clock until set() or advance() stops it (an app shared by many tests). */
export function pausableClock(): TestClock {
  let stoppedAt: number | null = null;
  const clock: TestClock = {
    now: () => (stoppedAt === null ? systemClock.now() : new Date(stoppedAt)),
    set(at) {
      stoppedAt = epochMs(at);
    },
    advance(ms) {
      stoppedAt = clock.now().getTime() + ms;
    },
    release() {
      stoppedAt = null;
    },
  };
  return clock;
}

/** Stopped at `start` until set(), advance() or release() says otherwise. */
export function fixedClock(start: Date | string | number): TestClock {
  const clock = pausableClock();
  clock.set(start);
  return clock;
}

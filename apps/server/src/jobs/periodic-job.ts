import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob<R, O = undefined> {
  /** Runs the job after `firstDelayMs`, then `intervalMs` after each run ends, until stop(). */
  start(firstDelayMs?: number): void;
  /** Stops scheduling and waits for a run in progress. */
  stop(): Promise<void>;
  /** One run now, after any run in progress (tests call this instead of waiting for the timer). */
  runOnce(options?: O): Promise<R>;
}

/**
 * A background job in the server process (the e-mail outbox, the Google Play refresher). Runs are
 * chained, so a slow run, the timer and a manual runOnce() never overlap; a failed run is logged and
 * the next one is scheduled as usual.
 */
export function createPeriodicJob<R, O = undefined>(
  /** The timer calls it without options; tests pass some through runOnce (a clock, say). */
  run: (options?: O) => Promise<R>,
  { intervalMs, log, failure }: { intervalMs: number; log: FastifyBaseLogger; failure: string },
): PeriodicJob<R, O> {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const runOnce = (options?: O): Promise<R> => {
    const next = running.then(() => run(options));
    running = next.catch(() => undefined);
    return next;
  };

  return {
    start(firstDelayMs = intervalMs) {
      if (timer || stopped) return;
      const schedule = (delayMs: number) => {
        timer = setTimeout(tick, delayMs);
        timer.unref?.();
      };
      const tick = () => {
        runOnce()
          .catch((error: unknown) => log.error({ err: error }, failure))
          .finally(() => {
            if (!stopped) schedule(intervalMs);
          });
      };
      schedule(firstDelayMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    runOnce,
  };
}

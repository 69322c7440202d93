import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPeriodicJob } from './periodic-job';

const quietLog = () =>
  ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

describe('createPeriodicJob', () => {
  afterEach(() => vi.useRealTimers());

  it('never overlaps runs: the timer and runOnce wait for the run in progress', async () => {
    let active = 0;
    let maxActive = 0;
    const job = createPeriodicJob(
      async (label?: string) => {
        active += 1;
        maxActive = Math.max(maxActive, active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        active -= 1;
        return label ?? 'timer';
      },
      { intervalMs: 1, log: quietLog(), failure: 'failed' },
    );
    job.start(0);
    const answers = await Promise.all([job.runOnce('a'), job.runOnce('b'), job.runOnce('c')]);
    await job.stop();
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(maxActive).toBe(1);
  });

  it('logs a failed run and keeps the schedule; stop() ends it', async () => {
    vi.useFakeTimers();
    const log = quietLog();
    const run = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue('ok');
    const job = createPeriodicJob(run, { intervalMs: 1000, log, failure: 'round failed' });
    job.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'round failed',
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});

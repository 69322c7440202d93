import { describe, expect, it } from 'vitest';
import { pausableClock } from '../clock';
import { middleOfClockHour, withinOneClockHour } from './one-clock-hour';

describe('counting within one clock hour', () => {
  it('takes the middle of the hour a time falls in, from its first to its last millisecond', () => {
    const half = Date.UTC(2026, 10, 28, 16, 30);
    expect(middleOfClockHour(Date.UTC(2026, 10, 28, 16, 0))).toBe(half);
    expect(middleOfClockHour(Date.UTC(2026, 10, 28, 16, 59, 59, 999))).toBe(half);
    expect(middleOfClockHour(Date.UTC(2026, 10, 28, 17, 0))).toBe(Date.UTC(2026, 10, 28, 17, 30));
  });

  it('stops the clock there while the count runs, then lets it follow the wall clock again', async () => {
    const clock = pausableClock();
    const seen = await withinOneClockHour(clock, async () => [clock.now().getTime(), clock.now().getTime()]);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]! % 3_600_000).toBe(1_800_000);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
    await expect(
      withinOneClockHour(clock, async () => Promise.reject(new Error('refused'))),
    ).rejects.toThrow();
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });
});

import { describe, expect, it } from 'vitest';
import { dailyXpCap, dailyXpChange } from './daily-xp';

describe('daily XP cap (DESIGN §4.3)', () => {
  it('is 10 × the total number of sets', () => {
    expect(dailyXpCap([{ workoutSets: 3 }, { workoutSets: 4 }])).toBe(70);
    expect(dailyXpCap(Array(5).fill({ workoutSets: 3 }))).toBe(150);
    expect(dailyXpCap([])).toBe(0);
    expect(dailyXpCap([{ workoutSets: -2 }, { workoutSets: 2.9 }])).toBe(20);
  });

  it.each([
    [0, 30, 'tick', { delta: 10, dayXp: 10, capped: false }],
    [20, 30, 'tick', { delta: 10, dayXp: 30, capped: false }],
    [30, 30, 'tick', { delta: 0, dayXp: 30, capped: true }],
    [30, 30, 'untick', { delta: -10, dayXp: 20, capped: false }],
    [5, 30, 'untick', { delta: -5, dayXp: 0, capped: false }],
    [0, 30, 'untick', { delta: -0, dayXp: 0, capped: false }],
    [-10, 30, 'tick', { delta: 10, dayXp: 10, capped: false }],
  ] as const)('day XP %s, cap %s, %s → %j', (dayXp, cap, action, change) => {
    const result = dailyXpChange(dayXp, cap, action);
    expect(result).toEqual(change);
  });
});

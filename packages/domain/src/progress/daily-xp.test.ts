import { describe, expect, it } from 'vitest';
import { dailyXpCap } from './daily-xp';

describe('daily XP cap', () => {
  it('is 10 × the total number of sets', () => {
    expect(dailyXpCap([{ workoutSets: 3 }, { workoutSets: 4 }])).toBe(70);
    expect(dailyXpCap(Array(5).fill({ workoutSets: 3 }))).toBe(150);
    expect(dailyXpCap([])).toBe(0);
    expect(dailyXpCap([{ workoutSets: -2 }, { workoutSets: 2.9 }])).toBe(20);
  });
});

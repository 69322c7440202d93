import { describe, expect, it } from 'vitest';
import { isSwapAlternative, swapAlternatives } from './exercise-swaps';
import { exerciseById } from './exercises';

describe('exercise swaps', () => {
  const bench = exerciseById('bench-press');

  it('offers every exercise of the same main muscle and measure, the closest first', () => {
    if (!bench) throw new Error('the library has a barbell bench press');
    const alternatives = swapAlternatives(bench);
    expect(alternatives.length).toBeGreaterThan(3);
    for (const e of alternatives) {
      expect(e.primaryMuscles[0]).toBe(bench.primaryMuscles[0]);
      expect(e.measure).toBe(bench.measure);
      expect(e.id).not.toBe(bench.id);
    }
    // One sharing the bench's equipment comes first.
    expect(alternatives[0]?.equipment.some((item) => bench.equipment.includes(item))).toBe(true);
  });

  it('accepts an alternative and refuses the exercise itself, another muscle, another measure or an unknown id', () => {
    const alternative = swapAlternatives(bench as NonNullable<typeof bench>)[0]?.id as string;
    expect(isSwapAlternative('bench-press', alternative)).toBe(true);
    expect(isSwapAlternative('bench-press', 'bench-press')).toBe(false);
    expect(isSwapAlternative('bench-press', 'barbell-back-squat')).toBe(false);
    expect(isSwapAlternative('bench-press', 'push-ups')).toBe(false);
    expect(isSwapAlternative('bench-press', 'no-such-exercise')).toBe(false);
    expect(isSwapAlternative(null, alternative)).toBe(false);
  });
});

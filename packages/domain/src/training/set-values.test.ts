import { describe, expect, it } from 'vitest';
import { setValuesOf, targetValues } from './set-values';

describe('setValuesOf', () => {
  it("takes a set's four values and nothing else (a logged set's id and place stay behind)", () => {
    const logged = {
      id: 'set-1',
      setIndex: 2,
      reps: 5,
      weightKg: 100,
      seconds: null,
      distanceM: null,
      note: 'x',
    };
    expect(setValuesOf(logged)).toStrictEqual({ reps: 5, weightKg: 100, seconds: null, distanceM: null });
  });
});

describe('targetValues', () => {
  it("reads the routine's target: the top of a rep range, or a time", () => {
    expect(targetValues('8-12', 'weight_reps')).toEqual({
      reps: 12,
      weightKg: null,
      seconds: null,
      distanceM: null,
    });
    expect(targetValues('45s', 'time')).toEqual({ reps: null, weightKg: null, seconds: 45, distanceM: null });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySetToggle,
  checkSet,
  formatPercent,
  INITIAL_XP_STATE,
  isComplete,
  perSetShare,
  uncheckSet,
  xpDelta,
} from './set-progress';

describe('per-set share (100 / (workouts × sets))', () => {
  it.each([
    [5, 3, 100 / 15],
    [1, 1, 100],
    [4, 5, 5],
    [3, 1, 100 / 3],
    [0, 3, 0],
    [5, 0, 0],
    [-1, 3, 0],
    [Number.NaN, 3, 0],
  ])('%s workouts × %s sets → %s', (workouts, sets, share) => {
    expect(perSetShare(workouts, sets)).toBeCloseTo(share, 10);
  });
});

describe('check and uncheck', () => {
  it('adds the share, capped at 100', () => {
    expect(checkSet(0, 20)).toBe(20);
    expect(checkSet(90, 20)).toBe(100);
    expect(checkSet(100, 5)).toBe(100);
  });

  it('subtracts the share, floored at 0', () => {
    expect(uncheckSet(20, 20)).toBe(0);
    expect(uncheckSet(10, 20)).toBe(0);
    expect(uncheckSet(50, 20)).toBe(30);
    expect(uncheckSet(Number.NaN, 20)).toBe(0);
  });

  it('reaches exactly 100 when every set is checked, even when shares do not divide evenly', () => {
    for (const [workouts, sets] of [
      [3, 1],
      [7, 1],
      [5, 3],
      [6, 7],
      [20, 20],
    ] as const) {
      const share = perSetShare(workouts, sets);
      let progress = 0;
      for (let i = 0; i < workouts * sets; i++) progress = checkSet(progress, share);
      expect(progress).toBe(100);
      expect(isComplete(progress)).toBe(true);
      for (let i = 0; i < workouts * sets; i++) progress = uncheckSet(progress, share);
      expect(progress).toBe(0);
    }
  });

  it('completes at ≥ 100 only', () => {
    expect(isComplete(100)).toBe(true);
    expect(isComplete(99.9)).toBe(false);
    expect(isComplete(0)).toBe(false);
  });
});

describe('formatPercent (one decimal)', () => {
  it.each([
    [0, '0.0'],
    [100 / 3, '33.3'],
    [200 / 3, '66.7'],
    [100 / 15, '6.7'],
    [99.96, '99.9'],
    [100, '100.0'],
    [120, '100.0'],
    [-3, '0.0'],
  ])('%s → %s', (progress, text) => {
    expect(formatPercent(progress)).toBe(text);
  });
});

describe('XP (±10 per set)', () => {
  it('checks add 10 XP and uncheck subtract 10', () => {
    expect(xpDelta(true)).toBe(10);
    expect(xpDelta(false)).toBe(-10);
  });

  it('starts from zero and moves XP and progress together', () => {
    expect(INITIAL_XP_STATE).toEqual({ currentXP: 0, currentProgress: 0 });
    const share = perSetShare(2, 2);
    const once = applySetToggle(INITIAL_XP_STATE, share, true);
    expect(once).toEqual({ currentXP: 10, currentProgress: 25 });
    expect(applySetToggle(once, share, false)).toEqual(INITIAL_XP_STATE);
    expect(applySetToggle(INITIAL_XP_STATE, share, false)).toEqual(INITIAL_XP_STATE);
  });
});

describe('progress properties', () => {
  const routineArb = fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 20 });

  it('any sequence of checks and unchecks stays within 0–100 and returns to 0 when all are unchecked', () => {
    fc.assert(
      fc.property(
        routineArb,
        fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 300 }),
        (setsPerWorkout, toggles) => {
          const checked = setsPerWorkout.map((sets) => Array<boolean>(sets).fill(false));
          let state = INITIAL_XP_STATE;
          for (const [w, s] of toggles) {
            const wi = w % setsPerWorkout.length;
            const si = s % setsPerWorkout[wi]!;
            const nowChecked = !checked[wi]![si];
            checked[wi]![si] = nowChecked;
            state = applySetToggle(
              state,
              perSetShare(setsPerWorkout.length, setsPerWorkout[wi]!),
              nowChecked,
            );
            expect(state.currentProgress).toBeGreaterThanOrEqual(0);
            expect(state.currentProgress).toBeLessThanOrEqual(100);
          }
          // Uncheck everything that is still checked.
          checked.forEach((sets, wi) => {
            sets.forEach((on, si) => {
              if (!on) return;
              checked[wi]![si] = false;
              state = applySetToggle(state, perSetShare(setsPerWorkout.length, setsPerWorkout[wi]!), false);
            });
          });
          expect(state.currentProgress).toBe(0);
          expect(state.currentXP).toBe(0);
        },
      ),
    );
  });

  it('checking every set in any order reaches completion with 10 XP per set', () => {
    fc.assert(
      fc.property(routineArb, fc.integer(), (setsPerWorkout, seed) => {
        const all = setsPerWorkout.flatMap((sets, wi) => Array.from({ length: sets }, () => wi));
        const order = fc.sample(fc.shuffledSubarray(all, { minLength: all.length }), {
          seed,
          numRuns: 1,
        })[0]!;
        let state = INITIAL_XP_STATE;
        for (const wi of order) {
          expect(isComplete(state.currentProgress)).toBe(false);
          state = applySetToggle(state, perSetShare(setsPerWorkout.length, setsPerWorkout[wi]!), true);
        }
        expect(state.currentProgress).toBe(100);
        expect(formatPercent(state.currentProgress)).toBe('100.0');
        expect(state.currentXP).toBe(10 * all.length);
      }),
    );
  });
});

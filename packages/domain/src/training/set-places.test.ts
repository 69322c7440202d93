import { describe, expect, it } from 'vitest';
import {
  SET_PLACE_MESSAGES,
  setPlaceLabel,
  setPlaceProblem,
  warmUpPlace,
  warmUpPosition,
} from './set-places';

describe('set places in a session (decision 047)', () => {
  it('puts the warm-ups before set 1, first to last, and numbers them back', () => {
    expect([0, 1, 2, 3].map(warmUpPlace)).toEqual([-8, -7, -6, -5]);
    expect([-8, -5].map(warmUpPosition)).toEqual([0, 3]);
    expect([-8, -7, 0, 3].map(setPlaceLabel)).toEqual(['W1', 'W2', 'Set 1', 'Set 4']);
  });

  it('takes the routine sets, ten added ones, and warm-ups below 0 only', () => {
    expect(setPlaceProblem(3, 0, 'working')).toBeNull();
    expect(setPlaceProblem(3, 12, 'drop')).toBeNull();
    expect(setPlaceProblem(3, 13, 'working')).toBe(SET_PLACE_MESSAGES.tooManyAdded);
    expect(setPlaceProblem(3, -1, 'warmup')).toBeNull();
    expect(setPlaceProblem(3, -1, 'working')).toBe(SET_PLACE_MESSAGES.warmUpPlace);
    expect(setPlaceProblem(3, -8, 'failure')).toBe(SET_PLACE_MESSAGES.warmUpPlace);
  });

  it('says its rules in plain words', () => {
    expect(SET_PLACE_MESSAGES).toEqual({
      place: 'A set number is a whole number from -8 to 99; below 0 is a warm-up before the first set.',
      warmUpPlace: 'Only a warm-up set goes before the first set.',
      tooManyAdded: 'A workout takes at most 10 sets more than the routine gives it.',
    });
  });
});

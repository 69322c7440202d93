import { describe, expect, it } from 'vitest';
import { parseSetField } from './set-field';

describe('a number typed into a set field', () => {
  it('is empty as null, and whole for reps, seconds and metres', () => {
    expect(parseSetField('reps', '  ', 'kg')).toBeNull();
    expect(parseSetField('reps', '7.6', 'kg')).toBe(8);
    expect(parseSetField('seconds', '45', 'lb')).toBe(45);
    expect(parseSetField('distanceM', 'abc', 'kg')).toBeNull();
  });

  it("is a weight in kg from the person's unit", () => {
    expect(parseSetField('weightKg', '62.5', 'kg')).toBe(62.5);
    expect(parseSetField('weightKg', '100', 'lb')).toBeCloseTo(45.36, 2);
  });

  it('keeps a value out of range as typed, so the row can say what is wrong', () => {
    expect(parseSetField('reps', '-4', 'kg')).toBe(-4);
    expect(parseSetField('weightKg', '99999', 'kg')).toBe(99999);
  });
});

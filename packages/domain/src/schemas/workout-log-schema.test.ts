import { describe, expect, it } from 'vitest';
import { SET_VALUE_MESSAGES, setValuesProblem } from '../training/set-value-rules';
import { logSetBodySchema } from './workout-log-schema';

const set = { reps: 8, weightKg: 80, seconds: null, distanceM: null };

/** Issue 30 item 10: a set's values are refused by one rule, in the same words, on the device and the server. */
describe('setValuesProblem', () => {
  it('accepts values the log keeps, and empty fields', () => {
    expect(setValuesProblem(set)).toBeNull();
    expect(setValuesProblem({ reps: null, weightKg: null, seconds: null, distanceM: null })).toBeNull();
    expect(setValuesProblem({ ...set, weightKg: 0 })).toBeNull();
    expect(setValuesProblem({ ...set, weightKg: 1000 })).toBeNull();
  });

  it.each([
    ['a negative weight', { ...set, weightKg: -5 }, 'weightKg', SET_VALUE_MESSAGES.weightKg],
    ['a weight past 1,000 kg', { ...set, weightKg: 5000 }, 'weightKg', SET_VALUE_MESSAGES.weightKg],
    ['negative reps', { ...set, reps: -3 }, 'reps', SET_VALUE_MESSAGES.reps],
    ['a day and a second', { ...set, seconds: 86_401 }, 'seconds', SET_VALUE_MESSAGES.seconds],
    ['a negative distance', { ...set, distanceM: -1 }, 'distanceM', SET_VALUE_MESSAGES.distanceM],
  ])('refuses %s, naming the field, in the words the server uses', (_label, values, field, message) => {
    expect(setValuesProblem(values)).toEqual({ field, message });
    const server = logSetBodySchema.safeParse({ workoutIndex: 0, setIndex: 0, ...values });
    expect(server.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('words the messages for people', () => {
    expect(SET_VALUE_MESSAGES.weightKg).toBe('Weight must be from 0 to 1,000 kg.');
    expect(SET_VALUE_MESSAGES.reps).toBe('Reps must be a whole number from 0 to 1,000.');
  });
});

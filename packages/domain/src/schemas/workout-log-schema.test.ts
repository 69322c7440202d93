import { describe, expect, it } from 'vitest';
import {
  SET_VALUE_MESSAGES,
  SET_VALUE_RULES,
  setValueAccepted,
  setValuesProblem,
} from '../training/set-value-rules';
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

/** The set card's check and the log's schema are built from one set of rules: they accept the same values. */
describe('the set value rules and the log schema', () => {
  const empty = { reps: null, weightKg: null, seconds: null, distanceM: null };
  it.each(Object.keys(SET_VALUE_RULES) as (keyof typeof SET_VALUE_RULES)[])('agree on %s', (field) => {
    const { max } = SET_VALUE_RULES[field];
    for (const value of [-1, -0.5, 0, 0.5, 1, 2.25, max - 0.5, max, max + 0.5, max + 1, Number.NaN]) {
      const server = logSetBodySchema.safeParse({ workoutIndex: 0, setIndex: 0, ...empty, [field]: value });
      expect(server.success, `${field} ${value}`).toBe(setValueAccepted(field, value));
    }
  });
});

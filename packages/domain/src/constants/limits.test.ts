import { describe, expect, it } from 'vitest';
import {
  GENERATED_ROUTINE_WORKOUTS,
  LEADERBOARD_OTHERS,
  MEAL_PLAN_DAYS,
  MEAL_SLOTS,
  PROGRESS_CAP,
  RECOMMENDATION_LIMIT,
  ROUTINE_NAME_MAX_WORDS,
  XP_PER_SET,
} from './limits';
import { PAYMENT_TOAST_DURATION_MS, TIMER_TICK_MS, TOAST_DURATION_MS } from './timings';

describe('product numbers', () => {
  it.each([
    ['XP per set', XP_PER_SET, 10],
    ['progress cap', PROGRESS_CAP, 100],
    ['workouts per generated routine', GENERATED_ROUTINE_WORKOUTS, 5],
    ['routine name words', ROUTINE_NAME_MAX_WORDS, 3],
    ['recommendation list length', RECOMMENDATION_LIMIT, 4],
    ['leaderboard others', LEADERBOARD_OTHERS, 4],
    ['meal plan days', MEAL_PLAN_DAYS, 7],
    ['toast ms', TOAST_DURATION_MS, 3000],
    ['payment toast ms', PAYMENT_TOAST_DURATION_MS, 5000],
    ['timer tick ms', TIMER_TICK_MS, 10],
  ])('%s is %s', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('has Breakfast, Lunch and Dinner as meal slots', () => {
    expect(MEAL_SLOTS).toEqual(['Breakfast', 'Lunch', 'Dinner']);
  });
});

import { describe, expect, it } from 'vitest';
import { FREE_PLAN, isPaidPlan, PAID_PLAN_TYPES, PLAN_PERIODS, STORE_PRODUCT_IDS } from './plan-types';

describe('plan types', () => {
  it('prefixes paid plan types with the product name and a dash', () => {
    expect(PAID_PLAN_TYPES).toEqual(['stryd-monthly', 'stryd-quarterly', 'stryd-annually']);
  });

  it('builds store product ids with an underscore', () => {
    expect(STORE_PRODUCT_IDS).toEqual(['stryd_monthly', 'stryd_quarterly', 'stryd_annually']);
  });

  it('has three periods and a free plan', () => {
    expect(PLAN_PERIODS).toEqual(['monthly', 'quarterly', 'annually']);
    expect(FREE_PLAN).toBe('free');
  });

  it.each([
    ['stryd-monthly', true],
    ['stryd-quarterly', true],
    ['stryd-annually', true],
    ['stryd_monthly', false],
    ['free', false],
    ['STRYD-MONTHLY', false],
    [undefined, false],
    [null, false],
  ])('isPaidPlan(%j) is %s', (plan, paid) => {
    expect(isPaidPlan(plan)).toBe(paid);
  });
});

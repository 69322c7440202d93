import { describe, expect, it } from 'vitest';
import {
  FREE_TRIAL_LABEL,
  formatUsd,
  PLANS,
  PREMIUM_FEATURES,
  planByProductId,
  planByType,
  planPriceText,
} from './plans';

describe('plans', () => {
  it.each([
    ['stryd-monthly', 'stryd_monthly', 'Monthly', 5, '$5.00', '$5.00/month', undefined],
    ['stryd-quarterly', 'stryd_quarterly', 'Quarterly', 12, '$12.00', '$12.00 per 12 weeks', 'Save 20%'],
    ['stryd-annually', 'stryd_annually', 'Annually', 50, '$50.00', '$50.00/year', 'Save 17%'],
  ])('%s: %s, %s at %s', (planType, productId, name, price, priceLabel, priceText, badge) => {
    const plan = planByType(planType)!;
    expect(plan).toBeDefined();
    expect(plan.productId).toBe(productId);
    expect(plan.name).toBe(name);
    expect(plan.price).toBe(price);
    expect(plan.priceCents).toBe(price * 100);
    expect(plan.priceLabel).toBe(priceLabel);
    expect(planPriceText(plan)).toBe(priceText);
    expect(plan.badge).toBe(badge);
    expect(plan.trialLabel).toBe('Free 3-day trial');
    expect(planByProductId(productId)).toBe(plan);
  });

  it('lists the three plans in order', () => {
    expect(PLANS.map((p) => p.name)).toEqual(['Monthly', 'Quarterly', 'Annually']);
    expect(PLANS.map((p) => p.period)).toEqual(['monthly', 'quarterly', 'annually']);
  });

  it('finds nothing for unknown ids', () => {
    expect(planByType('free')).toBeUndefined();
    expect(planByProductId('stryd-monthly')).toBeUndefined();
    expect(planByType(undefined)).toBeUndefined();
  });

  it("offers a 'Free 3-day trial'", () => {
    expect(FREE_TRIAL_LABEL).toBe('Free 3-day trial');
  });

  it('lists the premium features in the product order', () => {
    expect(PREMIUM_FEATURES).toEqual([
      'AI chat (on release)',
      'Meal plans',
      'Create routines',
      'View routines',
      'Full access',
      'Earn XP',
      'Ranks',
    ]);
  });

  it('formats dollars with two decimals', () => {
    expect(formatUsd(5)).toBe('$5.00');
    expect(formatUsd(12.5)).toBe('$12.50');
  });
});

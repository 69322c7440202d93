import {
  PAID_PLAN_TYPES,
  type PaidPlanType,
  PLAN_PERIODS,
  type PlanPeriod,
  STORE_PRODUCT_IDS,
  type StoreProductId,
} from './plan-types';

/** Every plan comes with the same trial (docs/product.md#plans-and-prices). */
export const FREE_TRIAL_LABEL = 'Free 3-day trial';

/** Premium features, in the product's order, capitalised for display (docs/product.md#premium-features). */
export const PREMIUM_FEATURES = [
  'AI chat (on release)',
  'Meal plans',
  'Create routines',
  'View routines',
  'Full access',
  'Earn XP',
  'Ranks',
] as const;

export interface Plan {
  planType: PaidPlanType;
  productId: StoreProductId;
  period: PlanPeriod;
  name: string;
  /** Whole dollars, e.g. 5. */
  price: number;
  /** Integer cents, for payment adapters. */
  priceCents: number;
  /** '$5.00' */
  priceLabel: string;
  /** '/month', ' per 12 weeks', '/year': appended to priceLabel. */
  periodLabel: string;
  badge?: string;
  trialLabel: string;
}

export function formatUsd(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}

function plan(index: 0 | 1 | 2, name: string, price: number, periodLabel: string, badge?: string): Plan {
  return {
    planType: PAID_PLAN_TYPES[index],
    productId: STORE_PRODUCT_IDS[index],
    period: PLAN_PERIODS[index],
    name,
    price,
    priceCents: Math.round(price * 100),
    priceLabel: formatUsd(price),
    periodLabel,
    ...(badge ? { badge } : {}),
    trialLabel: FREE_TRIAL_LABEL,
  };
}

/**
 * docs/product.md#plans-and-prices: Monthly $5.00/month; Quarterly $12.00 per 12 weeks ('Save 20%'); Annually
 * $50.00/year ('Save 17%').
 */
export const PLANS: readonly Plan[] = [
  plan(0, 'Monthly', 5, '/month'),
  plan(1, 'Quarterly', 12, ' per 12 weeks', 'Save 20%'),
  plan(2, 'Annually', 50, '/year', 'Save 17%'),
];

/** '$12.00 per 12 weeks' */
export function planPriceText(p: Plan): string {
  return `${p.priceLabel}${p.periodLabel}`;
}

export function planByType(planType: unknown): Plan | undefined {
  return PLANS.find((p) => p.planType === planType);
}

export function planByProductId(productId: unknown): Plan | undefined {
  return PLANS.find((p) => p.productId === productId);
}

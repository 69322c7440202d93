import { PRODUCT_SLUG } from '../product/product';

/**
 * docs/product.md#plans-and-prices: paid plan types are '{product}-monthly' …; store product ids are
 * '{product}_monthly' ….
 */
export const PLAN_PERIODS = ['monthly', 'quarterly', 'annually'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

// Written out (not mapped) so each is a literal type in a tuple, usable as a zod enum.
export const PAID_PLAN_TYPES = [
  `${PRODUCT_SLUG}-monthly`,
  `${PRODUCT_SLUG}-quarterly`,
  `${PRODUCT_SLUG}-annually`,
] as const satisfies readonly `${string}-${PlanPeriod}`[];
export type PaidPlanType = (typeof PAID_PLAN_TYPES)[number];
export const FREE_PLAN = 'free' as const;
export type UserPlan = PaidPlanType | typeof FREE_PLAN;

export const STORE_PRODUCT_IDS = [
  `${PRODUCT_SLUG}_monthly`,
  `${PRODUCT_SLUG}_quarterly`,
  `${PRODUCT_SLUG}_annually`,
] as const satisfies readonly `${string}_${PlanPeriod}`[];
export type StoreProductId = (typeof STORE_PRODUCT_IDS)[number];

export function isPaidPlan(plan: unknown): plan is PaidPlanType {
  return typeof plan === 'string' && (PAID_PLAN_TYPES as readonly string[]).includes(plan);
}

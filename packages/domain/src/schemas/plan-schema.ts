import { z } from 'zod';
import { PAID_PLAN_TYPES, STORE_PRODUCT_IDS } from '../plans/plan-types';

/** SPEC §3 plan. */
export const planSchema = z.object({
  productId: z.enum(STORE_PRODUCT_IDS),
  planType: z.enum(PAID_PLAN_TYPES),
  name: z.string().min(1),
  price: z.number().positive(),
});
export type PlanEntity = z.infer<typeof planSchema>;

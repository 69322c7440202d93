import { PAID_PLAN_TYPES } from '@stryd/domain';
import { z } from 'zod';

export const checkoutBodySchema = z.object({ planType: z.enum(PAID_PLAN_TYPES) });

/** POST /api/payments/subscription/switch: the plan to move to. */
export const switchBodySchema = z.object({ planType: z.enum(PAID_PLAN_TYPES) });

export const googlePlayBodySchema = z.object({
  purchaseToken: z.string().trim().min(1).max(4096),
  productId: z.string().trim().min(1).max(200),
  userId: z.string().trim().min(1).max(200),
  packageName: z.string().trim().min(1).max(200),
});

export const webhookParamsSchema = z.object({ provider: z.enum(['lemonsqueezy', 'stripe', 'paypal']) });
export const webhookResponseSchema = z.object({ received: z.literal(true), outcomes: z.array(z.string()) });

export const demoParamsSchema = z.object({ token: z.string().min(1).max(2000) });

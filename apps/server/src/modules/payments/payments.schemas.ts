import { PAID_PLAN_TYPES } from '@stryd/domain';
import { z } from 'zod';

export const checkoutBodySchema = z.object({ planType: z.enum(PAID_PLAN_TYPES) });

export const subscriptionResponseSchema = z.object({
  userPlan: z.string(),
  subscription: z
    .object({
      provider: z.string(),
      planType: z.string(),
      status: z.enum(['trialing', 'active', 'past_due', 'canceled', 'expired']),
      trialEndsAt: z.string().nullable(),
      currentPeriodEnd: z.string().nullable(),
    })
    .nullable(),
});

export const googlePlayBodySchema = z.object({
  purchaseToken: z.string().trim().min(1).max(4096),
  productId: z.string().trim().min(1).max(200),
  userId: z.string().trim().min(1).max(200),
  packageName: z.string().trim().min(1).max(200),
});

export const webhookParamsSchema = z.object({ provider: z.enum(['lemonsqueezy', 'stripe', 'paypal']) });
export const webhookResponseSchema = z.object({ received: z.literal(true), outcomes: z.array(z.string()) });

export const demoParamsSchema = z.object({ token: z.string().min(1).max(2000) });

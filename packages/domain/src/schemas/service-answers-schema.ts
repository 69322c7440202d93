import { z } from 'zod';
import { MEAL_PLAN_DAYS } from '../constants/limits';
import {
  AI_PROVIDER_NAMES,
  CHECKOUT_PROVIDERS,
  OAUTH_PROVIDERS,
  SUBSCRIPTION_PROVIDERS,
} from '../constants/providers';
import { PAID_PLAN_TYPES } from '../plans/plan-types';
import { generatedRoutineSchema } from './generated-routine-schema';
import { mealDaySchema } from './meal-plan-schema';
import { preferencesSchema } from './preferences-schema';

/**
 * The answers of the service calls (docs/api.md): public settings, follows, preferences, the AI coach
 * and payments. The server validates what it sends with them and the web app takes its types from them.
 */

/** GET /api/public-config: what the web app needs at run time, so one build serves any deployment. */
export const publicConfigSchema = z.object({
  siteUrl: z.string().nullable(),
  contact: z.object({ supportEmail: z.string(), businessEmail: z.string() }),
  company: z.object({ name: z.string(), address: z.string() }),
  oauthProviders: z.array(z.enum(OAUTH_PROVIDERS)),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** POST /api/users/{id}/follow and /unfollow. */
export const followAnswerSchema = z.object({
  following: z.boolean(),
  followers: z.number().int().describe("The target's follower count after the change"),
});
export type FollowAnswer = z.infer<typeof followAnswerSchema>;

/** POST /api/interests/{userId}. */
export const savedPreferencesAnswerSchema = z.object({
  saved: z.literal(true),
  preferences: preferencesSchema,
});
export type SavedPreferencesAnswer = z.infer<typeof savedPreferencesAnswerSchema>;

const aiProviderSchema = z.enum(AI_PROVIDER_NAMES);

/** POST /api/generate/generate-workout. */
export const generateWorkoutAnswerSchema = z.object({
  routine: generatedRoutineSchema,
  seed: z.int(),
  provider: aiProviderSchema,
});
export type GenerateWorkoutAnswer = z.infer<typeof generateWorkoutAnswerSchema>;

/** POST /api/generate/generate-meal-plan: a plan to show, not yet saved. */
export const generateMealPlanAnswerSchema = z.object({
  mealPlan: z.object({
    planName: z.string(),
    reason: z.string(),
    days: z.array(mealDaySchema).length(MEAL_PLAN_DAYS),
  }),
  provider: aiProviderSchema,
});
export type GenerateMealPlanAnswer = z.infer<typeof generateMealPlanAnswerSchema>;

/** GET /api/payments/config: which checkout sells, and whether premium gates are on. */
export const paymentsInfoSchema = z.object({
  checkoutProvider: z.enum(CHECKOUT_PROVIDERS).nullable(),
  premiumGating: z.boolean(),
  trialDays: z.number().int(),
  googlePlay: z.boolean(),
});
export type PaymentsInfo = z.infer<typeof paymentsInfoSchema>;

/** POST /api/payments/checkout: the hosted checkout page to send the buyer to. */
export const checkoutAnswerSchema = z.object({ url: z.string(), provider: z.string() });
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

/** POST /api/payments/google-play/verify. */
export const googlePlayVerificationSchema = z.object({
  success: z.boolean(),
  planType: z.enum(PAID_PLAN_TYPES).nullable(),
  error: z.string().nullable(),
});
export type GooglePlayVerification = z.infer<typeof googlePlayVerificationSchema>;

/**
 * GET /api/payments/subscription (and the answer of cancel, resume and switch): the viewer's plan and
 * the subscription behind it (the live one, else the newest; null without any), with what they may do.
 */
export const subscriptionAnswerSchema = z.object({
  userPlan: z.string(),
  subscription: z
    .object({
      provider: z.enum(SUBSCRIPTION_PROVIDERS),
      planType: z.enum(PAID_PLAN_TYPES),
      status: z.enum(['trialing', 'active', 'past_due', 'canceled', 'expired']),
      trialEndsAt: z.string().nullable(),
      currentPeriodEnd: z.string().nullable(),
      /** It grants the plan now (renewing, or cancelled with paid time left). */
      live: z.boolean(),
      /** Cancelled, with access until `endsAt`. */
      cancelAtPeriodEnd: z.boolean(),
      /** The next renewal (or the first charge after a trial); null once cancelled or ended. */
      renewsAt: z.string().nullable(),
      /** When access ends: set once cancelled or ended. */
      endsAt: z.string().nullable(),
      actions: z.object({
        cancel: z.boolean(),
        resume: z.boolean(),
        /** The plans it can be switched to (through the provider's own plan change). */
        switchTo: z.array(z.enum(PAID_PLAN_TYPES)),
      }),
      /** Managed outside Stryd (Google Play): the page to manage it on. */
      manageUrl: z.string().nullable(),
      /** Why an action is not offered, when the provider is the reason (e.g. PayPal cannot resume). */
      note: z.string().nullable(),
    })
    .nullable(),
  /** A plan change the buyer must approve at the provider first (PayPal): send them there. */
  approvalUrl: z.string().nullable(),
});
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswerSchema>;

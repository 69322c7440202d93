import {
  FREE_PLAN,
  isPaidPlan,
  PAID_PLAN_TYPES,
  TOAST_MESSAGES,
  UI_TEXT,
  type UserPlan,
} from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { findPlanSources, type PlanSources, type SubscriptionStateRow } from './plan.repository';

export const PREMIUM_REQUIRED = 'PREMIUM_REQUIRED';
export const DEFAULT_PREMIUM_MESSAGE = 'This is a Stryd Plus feature. Upgrade to continue.';

/** Premium messages the clients show as they are (docs/product.md#who-is-premium). */
export const PREMIUM_MESSAGES = {
  viewRoutine: UI_TEXT.viewingRoutinesPremium,
  createRoutine: UI_TEXT.creatingRoutinesPremium,
  editRoutine: 'Editing routines is a premium feature',
  joinRoutine: 'Joining routines is a premium feature',
  updateXp: TOAST_MESSAGES.subscriptionRequired,
  mealPlans: 'Meal plans are a premium feature',
} as const;

export const premiumRequired = (message = DEFAULT_PREMIUM_MESSAGE) =>
  new HttpError(402, PREMIUM_REQUIRED, message);

/**
 * A trialing or active subscription whose period end has passed still counts for this long: renewals
 * arrive as webhooks a little after the period rolls over, and a late one must not lock a payer out.
 */
export const RENEWAL_GRACE_MS = 48 * 60 * 60 * 1000;

/** What every user gets when PREMIUM_GATING=off: reported as the top plan, so clients unlock too. */
export const UNGATED_PLAN = PAID_PLAN_TYPES[2];

/** Whether premium gates apply, per database handle (set once by app.ts from PREMIUM_GATING). */
const gatingByDatabase = new WeakMap<Kysely<Database>, boolean>();

export function setPremiumGating(db: Kysely<Database>, enabled: boolean): void {
  gatingByDatabase.set(db, enabled);
}

export function premiumGatingEnabled(db: Kysely<Database>): boolean {
  return gatingByDatabase.get(db) ?? true;
}

/** Does this subscription grant its plan at `now`? (docs/engineering.md#payment-state) */
export function grantsAccess(sub: Pick<SubscriptionStateRow, 'status' | 'current_period_end'>, now: Date) {
  const end = sub.current_period_end ? Date.parse(sub.current_period_end) : null;
  switch (sub.status) {
    case 'trialing':
    case 'active':
      return end === null || end + RENEWAL_GRACE_MS > now.getTime();
    case 'canceled':
    case 'past_due':
      // A cancelled (or unpaid) subscription keeps access until the end of the period paid for.
      return end !== null && end > now.getTime();
    default:
      return false;
  }
}

/**
 * userPlan (docs/engineering.md#payment-state): the plan of the user's newest subscription that grants
 * access; else the operator's grant in profiles.plan when it is a paid plan; else 'free'.
 */
export function derivePlan(subs: readonly SubscriptionStateRow[], profilePlan: unknown, now: Date): UserPlan {
  const live = subs.find((sub) => isPaidPlan(sub.plan_type) && grantsAccess(sub, now));
  if (live && isPaidPlan(live.plan_type)) return live.plan_type;
  return isPaidPlan(profilePlan) ? profilePlan : FREE_PLAN;
}

/**
 * The one place that decides a user's plan: every premium gate, GET /api/me and GET /api/users follow
 * it. With PREMIUM_GATING=off a user without a paid plan is reported on UNGATED_PLAN.
 */
export async function userPlanOf(db: Kysely<Database>, userId: string, now: Date): Promise<UserPlan> {
  return planFrom(db, await findPlanSources(db, userId), now);
}

/**
 * userPlanOf from its sources read already (with the account's lock, say). `db` is the app's handle, not a
 * transaction's: the gating setting is kept per handle.
 */
export function planFrom(
  db: Kysely<Database>,
  { subscriptions, profilePlan }: PlanSources,
  now: Date,
): UserPlan {
  const plan = derivePlan(subscriptions, profilePlan, now);
  if (plan === FREE_PLAN && !premiumGatingEnabled(db)) return UNGATED_PLAN;
  return plan;
}

export async function isPremium(db: Kysely<Database>, userId: string, now: Date): Promise<boolean> {
  return isPaidPlan(await userPlanOf(db, userId, now));
}

/** Throws 402 { code: 'PREMIUM_REQUIRED', message } unless the user is premium at `now`. */
export async function requirePremium(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  message?: string,
): Promise<void> {
  requirePremiumFrom(db, await findPlanSources(db, userId), now, message);
}

/** requirePremium from the plan's sources read already (planFrom says which `db`). */
export function requirePremiumFrom(
  db: Kysely<Database>,
  sources: PlanSources,
  now: Date,
  message?: string,
): void {
  if (!isPaidPlan(planFrom(db, sources, now))) throw premiumRequired(message);
}

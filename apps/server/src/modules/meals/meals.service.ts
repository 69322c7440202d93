import { randomUUID } from 'node:crypto';
import { type MealDay, type MealPlan, type MealPlanView, todayIso } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/session';
import type { Database } from '../../db/schema';
import { assertSelf } from '../users/access';
import { PREMIUM_MESSAGES, requirePremium } from '../users/plan.service';
import { insertMealPlan, listMealPlans, type MealPlanRow } from './meals.repository';

const view = (row: MealPlanRow): MealPlanView => ({
  id: row.id,
  planName: row.plan_name,
  reason: row.reason,
  days: JSON.parse(row.days) as MealDay[],
  createdDate: row.created_date,
});

/**
 * docs/product.md#saving-a-meal-plan: saved only with a user, a plan name and the days (the schema checks the
 * last two).
 */
export async function saveMealPlan(
  db: Kysely<Database>,
  viewer: Viewer,
  pathUserId: string,
  plan: MealPlan,
  now: Date,
): Promise<MealPlanView> {
  assertSelf(viewer, pathUserId, 'You can only save meal plans to your own account.');
  await requirePremium(db, viewer.id, now, PREMIUM_MESSAGES.mealPlans);
  const row = {
    id: randomUUID(),
    user_id: viewer.id,
    plan_name: plan.planName,
    reason: plan.reason,
    days: JSON.stringify(plan.days),
    created_date: todayIso(now),
    created_at: now.toISOString(),
  };
  await insertMealPlan(db, row);
  return view(row);
}

export async function mealPlansOf(db: Kysely<Database>, userId: string): Promise<MealPlanView[]> {
  return (await listMealPlans(db, userId)).map(view);
}

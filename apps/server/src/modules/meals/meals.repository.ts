import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, MealPlansTable } from '../../db/schema';

export type MealPlanRow = Selectable<MealPlansTable>;

export async function insertMealPlan(db: Kysely<Database>, row: Insertable<MealPlansTable>): Promise<void> {
  await db.insertInto('meal_plans').values(row).execute();
}

/** A user's saved meal plans, newest first. */
export async function listMealPlans(db: Kysely<Database>, userId: string): Promise<MealPlanRow[]> {
  return db
    .selectFrom('meal_plans')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The stored questionnaire answers as JSON text, or undefined. */
export async function findPreferencesJson(db: Kysely<Database>, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('preferences')
    .select('data')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.data;
}

/** One row per user: saving again replaces the answers. */
export async function upsertPreferences(
  db: Kysely<Database>,
  userId: string,
  data: string,
  updatedAt: string,
): Promise<void> {
  await db
    .insertInto('preferences')
    .values({ user_id: userId, data, updated_at: updatedAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ data, updated_at: updatedAt }))
    .execute();
}

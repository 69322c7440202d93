import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The stored setup as JSON text and the account's weight unit; undefined when there is no account. */
export async function findPlateSetupRow(
  db: Kysely<Database>,
  userId: string,
): Promise<{ plate_setup: string | null; weight_unit: string } | undefined> {
  return db
    .selectFrom('profiles')
    .select(['plate_setup', 'weight_unit'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function savePlateSetupJson(db: Kysely<Database>, userId: string, json: string): Promise<void> {
  await db.updateTable('profiles').set({ plate_setup: json }).where('user_id', '=', userId).execute();
}

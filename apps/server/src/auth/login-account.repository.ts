import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The account a sign-in names by e-mail or username (both stored lower-cased), if there is one. */
export async function accountIdByLogin(db: Kysely<Database>, typed: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('email', '=', typed), eb('username', '=', typed)]))
    .executeTakeFirst();
  return row?.id ?? null;
}

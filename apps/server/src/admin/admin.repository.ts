import { usernameKey } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Usernames are unique case-insensitively; better-auth stores the normalised (lower-case) form. */
export async function setPlanByUsername(
  db: Kysely<Database>,
  username: string,
  plan: string,
): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', usernameKey(username))
    .executeTakeFirst();
  if (!user) return false;
  await db.updateTable('profiles').set({ plan }).where('user_id', '=', user.id).execute();
  return true;
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The names an account's rows may be keyed by: its e-mail and its usernames (as typed and normalised). */
export async function findAccountNames(
  db: Kysely<Database>,
  userId: string,
): Promise<{ email: string; usernames: string[] } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['email', 'username', 'displayUsername', 'name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const names = [row.username, row.displayUsername, row.name].filter((n): n is string => Boolean(n));
  return { email: row.email, usernames: [...new Set(names)] };
}

export interface ProfileChange {
  username: string;
  displayUsername: string;
  name: string;
  image: string | null;
  updatedAt: string;
}

/** Writes the shown name and picture; throws the database's unique violation when the name is taken. */
export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  change: ProfileChange,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      username: change.username,
      displayUsername: change.displayUsername,
      name: change.name,
      image: change.image,
      updatedAt: change.updatedAt,
    })
    .where('id', '=', userId)
    .execute();
}

/** Whether another account already holds this (normalised) username. */
export async function usernameTakenByOther(
  db: Kysely<Database>,
  userId: string,
  username: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

/** Writes the display preferences named (weight unit, theme); the others stay. */
export async function updateDisplayPrefs(
  db: Kysely<Database>,
  userId: string,
  change: { weight_unit?: string; theme?: string },
): Promise<void> {
  await db.updateTable('profiles').set(change).where('user_id', '=', userId).execute();
}

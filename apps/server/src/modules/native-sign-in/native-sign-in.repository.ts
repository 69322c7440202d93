import type { Kysely } from 'kysely';
import type { Database, NativeSignInGrantsTable } from '../../db/schema';

export type NativeSignInGrant = Pick<NativeSignInGrantsTable, 'user_id' | 'challenge' | 'expires_at'>;

/** Stores a granted code (by its hash) and sweeps the codes that have expired by `now`. */
export async function insertGrant(
  db: Kysely<Database>,
  grant: NativeSignInGrantsTable,
  now: number,
): Promise<void> {
  await db.deleteFrom('native_sign_in_grants').where('expires_at', '<=', now).execute();
  await db.insertInto('native_sign_in_grants').values(grant).execute();
}

/**
 * Removes the grant and returns what it was, in one statement: of two requests racing for the same
 * code only one gets the row. Whatever the caller then decides, the code cannot be tried again.
 */
export async function takeGrant(db: Kysely<Database>, codeHash: string): Promise<NativeSignInGrant | null> {
  const row = await db
    .deleteFrom('native_sign_in_grants')
    .where('code_hash', '=', codeHash)
    .returning(['user_id', 'challenge', 'expires_at'])
    .executeTakeFirst();
  return row ? { ...row, expires_at: Number(row.expires_at) } : null;
}

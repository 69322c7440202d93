import type { Kysely } from 'kysely';
import { isForeignKeyViolation } from '../../db/errors';
import type { Database } from '../../db/schema';

/** The kinds of mail the user switched off (every other kind is sent). */
export async function findOptedOutKinds(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('email_opt_outs').select('kind').where('user_id', '=', userId).execute();
  return rows.map((row) => row.kind);
}

export async function isOptedOut(db: Kysely<Database>, userId: string, kind: string): Promise<boolean> {
  const row = await db
    .selectFrom('email_opt_outs')
    .select('kind')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Switches kinds on (their opt-out rows go) and off (rows are added; a repeat is a no-op, also when two
 * requests race) in one transaction, so a PUT changes all it names or nothing. An account deleted
 * meanwhile (an old unsubscribe link) has nothing left to switch off: no row, no error.
 */
export async function saveOptOuts(
  db: Kysely<Database>,
  userId: string,
  changes: { on: string[]; off: string[] },
  now: string,
): Promise<void> {
  try {
    await saveInTransaction(db, userId, changes, now);
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
  }
}

async function saveInTransaction(
  db: Kysely<Database>,
  userId: string,
  changes: { on: string[]; off: string[] },
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (changes.on.length > 0)
      await trx
        .deleteFrom('email_opt_outs')
        .where('user_id', '=', userId)
        .where('kind', 'in', changes.on)
        .execute();
    if (changes.off.length > 0)
      await trx
        .insertInto('email_opt_outs')
        .values(changes.off.map((kind) => ({ user_id: userId, kind, created_at: now })))
        .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
        .execute();
  });
}

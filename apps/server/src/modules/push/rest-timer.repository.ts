import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Starts or moves the person's running rest (one per person). */
export async function setRestEnd(
  db: Kysely<Database>,
  userId: string,
  endsAt: number,
  path: string,
): Promise<void> {
  await db
    .insertInto('rest_timers')
    .values({ user_id: userId, ends_at: endsAt, path })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ends_at: endsAt, path }))
    .execute();
}

export async function deleteRest(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('rest_timers').where('user_id', '=', userId).execute();
}

export function dueRests(db: Kysely<Database>, now: number, limit: number) {
  return db
    .selectFrom('rest_timers')
    .selectAll()
    .where('ends_at', '<=', now)
    .orderBy('ends_at')
    .limit(limit)
    .execute();
}

/**
 * Takes one ended rest for this process. Conditional on the end we read: of several processes exactly one
 * deletes it, and a rest moved meanwhile ("+30 s") is not taken for its old end.
 */
export async function claimRest(db: Kysely<Database>, userId: string, endsAt: number): Promise<boolean> {
  const result = await db
    .deleteFrom('rest_timers')
    .where('user_id', '=', userId)
    .where('ends_at', '=', endsAt)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

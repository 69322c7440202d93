import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Idempotent: a retried sign-up or a repair run never fails on an existing profile. */
export async function createProfile(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db
    .insertInto('profiles')
    .values({ user_id: userId, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

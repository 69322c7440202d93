import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../apps/server/src/db/dialect';
import type { Database } from '../../apps/server/src/db/schema';

/**
 * Ranks reached, for the feed's rank cards (decision 038). Profiles are loaded before migration 0028,
 * which records the ranks they hold undated (never shown); this dates each at a random moment of the
 * past year, as if reached while the seeded XP was earned. Returns how many it dated.
 */
export async function dateRanksReached(db: Kysely<Database>, now: number): Promise<number> {
  const nowIso = new Date(now).toISOString();
  const moment = isPostgres(db)
    ? sql<string>`to_char((${nowIso}::timestamptz - random() * interval '365 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${nowIso}, '-' || (abs(random()) % 31536000) || ' seconds')`;
  const result = await db
    .updateTable('ranks_reached')
    .set({ reached_at: moment })
    .where('reached_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

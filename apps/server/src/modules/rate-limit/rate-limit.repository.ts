import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export interface HitResult {
  allowed: boolean;
  hits: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counter in the database, so every app process shares it. One atomic upsert per hit:
 * a new window resets the count, otherwise it increments.
 */
export async function hit(
  db: Kysely<Database>,
  key: string,
  max: number,
  windowMs: number,
  now = Date.now(),
): Promise<HitResult> {
  const windowStart = now - (now % windowMs);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql`case when rate_limits.window_start = ${windowStart} then rate_limits.hits + 1 else 1 end`,
        window_start: windowStart,
      }),
    )
    .returning(['hits'])
    .executeTakeFirstOrThrow();
  const hits = Number(row.hits);
  return {
    allowed: hits <= max,
    hits,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
  };
}

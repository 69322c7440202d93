import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export interface HitResult {
  allowed: boolean;
  hits: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counter (per clock hour or UTC day: the AI quotas) in the database, so every app process shares it. One atomic upsert per hit:
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

/**
 * Rolling-window limit: at most `max` hits in any `windowMs`, with no window edges to straddle. The hit
 * is recorded first and then counted, so of requests racing for the last slots only the first counters
 * can pass; a refused hit removes its row again, so refusals do not extend the wait.
 */
export async function hitRolling(
  db: Kysely<Database>,
  key: string,
  max: number,
  windowMs: number,
  now = Date.now(),
): Promise<HitResult> {
  const since = now - windowMs;
  await db.deleteFrom('rate_limit_events').where('key', '=', key).where('at', '<=', since).execute();
  const id = randomUUID();
  await db.insertInto('rate_limit_events').values({ id, key, at: now }).execute();
  const row = await db
    .selectFrom('rate_limit_events')
    .select((eb) => [eb.fn.countAll().as('hits'), eb.fn.min('at').as('oldest')])
    .where('key', '=', key)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  const hits = Number(row.hits);
  const allowed = hits <= max;
  if (!allowed) await db.deleteFrom('rate_limit_events').where('id', '=', id).execute();
  const oldest = Number(row.oldest ?? now);
  return { allowed, hits, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
}

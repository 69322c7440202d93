import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export interface HitResult {
  allowed: boolean;
  hits: number;
  retryAfterSeconds: number;
}

/** Where the fixed window holding `now` starts: windows are whole multiples of `windowMs` (clock hours). */
export const windowStartOf = (now: number, windowMs: number): number => now - (now % windowMs);

/**
 * Fixed-window counter (per clock hour or UTC day: the AI quotas) in the database, so every app process shares it. One atomic upsert per hit:
 * a new window resets the count, otherwise it increments.
 */
export async function hit(
  db: Kysely<Database>,
  key: string,
  max: number,
  windowMs: number,
  now: number,
): Promise<HitResult> {
  const windowStart = windowStartOf(now, windowMs);
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
 * Rolling-window limit: at most `max` hits in any `windowMs`, with no window edges to straddle. Hits on
 * one key take turns (a row lock on PostgreSQL; SQLite runs one write transaction at a time), so of 20
 * racing requests exactly `max` pass. Refused hits are not recorded, so refusals do not extend the wait.
 */
export async function hitRolling(
  db: Kysely<Database>,
  key: string,
  max: number,
  windowMs: number,
  now: number,
): Promise<HitResult> {
  const since = now - windowMs;
  return db.transaction().execute(async (trx) => {
    await takeTurn(trx, key);
    await trx.deleteFrom('rate_limit_events').where('key', '=', key).where('at', '<=', since).execute();
    const row = await trx
      .selectFrom('rate_limit_events')
      .select((eb) => [eb.fn.countAll().as('hits'), eb.fn.min('at').as('oldest')])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    const hits = Number(row.hits) + 1;
    const allowed = hits <= max;
    if (allowed)
      await trx.insertInto('rate_limit_events').values({ id: randomUUID(), key, at: now }).execute();
    const oldest = Number(row.oldest ?? now);
    return { allowed, hits, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
  });
}

/**
 * Locks the key's turn row until the transaction ends: the upsert creates it or row-locks it, so a racer
 * on the same key waits here instead of counting events another racer has not yet written.
 */
async function takeTurn(trx: Kysely<Database>, key: string): Promise<void> {
  await trx
    .insertInto('rate_limits')
    .values({ key: `turn:${key}`, window_start: 0, hits: 0 })
    .onConflict((oc) => oc.column('key').doUpdateSet({ hits: sql`rate_limits.hits` }))
    .execute();
}

/** A user's limits: keys ending in `:<user id>` (userLimitKey), rolling keys' `turn:` rows included. */
const endsWith = (suffix: string) =>
  sql<boolean>`length(key) >= ${suffix.length} and substr(key, length(key) - ${suffix.length - 1}) = ${suffix}`;

/**
 * Deletes every limit row that names a user being deleted: each limit counted for them (keys ending in
 * `:<user id>`, whatever limits exist) and the exact `keys` their names were counted under. Scans the
 * tables by key suffix: they are small, and deletions are rare.
 */
export async function forgetUserLimits(
  trx: Kysely<Database>,
  userId: string,
  keys: readonly string[],
): Promise<void> {
  const exact = [...keys, ...keys.map((key) => `turn:${key}`)];
  for (const table of ['rate_limits', 'rate_limit_events'] as const)
    await trx
      .deleteFrom(table)
      .where((eb) => eb.or([endsWith(`:${userId}`), ...(exact.length ? [eb('key', 'in', exact)] : [])]))
      .execute();
}

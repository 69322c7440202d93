import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { tooManyRequests } from '../../http/errors';
import { hit } from './rate-limit.repository';
import { userLimitKey } from './user-limit-key';

/** The per-hour limits' window: a clock hour. */
export const HOUR_WINDOW_MS = 60 * 60 * 1000;

/** "… Please try again in N minutes." after a limit's own first sentence. */
export const tryAgainIn = (minutes: number) =>
  `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/**
 * Counts one heavy call of a user (an export, an import) against `max` per clock hour, shared by every
 * process; past it, 429 with `code` and the limit's sentence, and Retry-After.
 */
export async function countPerHour(
  db: Kysely<Database>,
  limit: { kind: string; max: number; code: string; message: (minutes: number) => string },
  userId: string,
  now: Date,
): Promise<void> {
  const result = await hit(db, userLimitKey(limit.kind, userId), limit.max, HOUR_WINDOW_MS, now.getTime());
  if (!result.allowed)
    throw tooManyRequests(
      limit.message(Math.ceil(result.retryAfterSeconds / 60)),
      result.retryAfterSeconds,
      limit.code,
    );
}

import { RANKS, rankForXp } from '@stryd/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Records the rank total XP just reached (decision 038), inside the XP change's own transaction: one
 * insert, and only when the change moved total XP up into a higher rank — a tick within a rank costs no
 * query. A rank is recorded once per person (the primary key): losing XP and earning it back is no news.
 * True when this change recorded a rank (a new card for the feeds that show this person).
 */
export async function recordRankReached(
  trx: Transaction<Database>,
  userId: string,
  xp: { before: number; after: number },
  at: string,
): Promise<boolean> {
  const reached = RANKS.indexOf(rankForXp(xp.after));
  if (reached <= RANKS.indexOf(rankForXp(xp.before))) return false;
  const inserted = await trx
    .insertInto('ranks_reached')
    .values({ user_id: userId, rank_index: reached, reached_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'rank_index']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

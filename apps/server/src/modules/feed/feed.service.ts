import type { FeedAnswer } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { ChangeNotices } from '../../db/change-notices';
import type { Database } from '../../db/schema';
import { parseTimeCursor, timeCursorOf } from '../shared/time-cursor';
import { type FeedCursor, feedPage } from './feed.repository';
import { cardsOf } from './feed-cards.service';

/**
 * Where a new card of a person's is told, by their id (app.ts: the 'feed' notices): a session finished, a
 * routine created or joined, a rank reached. Open feeds of theirs and their followers read themselves
 * again (GET /api/live's `feed` event; decisions 035, 038).
 */
export type FeedNotices = Pick<ChangeNotices, 'publish'>;

export const FEED_MESSAGES = {
  badCursor: 'This page of the feed does not exist. Open the feed again.',
} as const;

const badCursor = { message: FEED_MESSAGES.badCursor, code: 'BAD_FEED_CURSOR' };
const cursorOf = (after: string | undefined): FeedCursor | null => parseTimeCursor(after, badCursor);

/**
 * How far back a page reads, widening until it holds a page: two days fill a busy feed (500 people
 * followed: 30–50 cards a day) while touching few rows per person — every card in the window is read and
 * sorted, so a week there cost nearly twice as much (decision 040); a week fills most other feeds; quieter
 * feeds take a season, then a year, then everything.
 */
export const FEED_WINDOWS_MS = [2, 7, 56, 365].map((days) => days * 24 * 60 * 60 * 1000);

/**
 * The page's rows: read within each window before the cursor (or now) in turn, and without one last,
 * until a window holds a whole page; then the answer is exact, since what lies outside is older.
 */
async function pageOfRows(
  db: Kysely<Database>,
  viewerId: string,
  after: FeedCursor | null,
  count: number,
  now: Date,
) {
  const from = after ? Date.parse(after.at) : now.getTime();
  for (const window of FEED_WINDOWS_MS) {
    const rows = await feedPage(db, viewerId, after, count, new Date(from - window).toISOString());
    if (rows.length === count) return rows;
  }
  return feedPage(db, viewerId, after, count, null);
}

/** A page of the viewer's feed: sessions and the small cards, newest first (decisions 034 and 038). */
export async function feedOf(
  db: Kysely<Database>,
  viewerId: string,
  page: { after?: string | undefined; limit: number },
  now: Date,
): Promise<FeedAnswer> {
  const rows = await pageOfRows(db, viewerId, cursorOf(page.after), page.limit + 1, now);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    items: await cardsOf(db, shown, viewerId),
    next: rows.length > page.limit && last ? timeCursorOf(last) : null,
  };
}

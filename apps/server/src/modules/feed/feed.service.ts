import { FEED_TOP_EXERCISES, type FeedAnswer, type FeedSessionCard, RECORD_KINDS } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { commentCountsOf } from '../comments/comments.service';
import { kudosOfSessions } from '../kudos/kudos.service';
import { parseTimeCursor, timeCursorOf } from '../shared/time-cursor';
import { sessionSummaryOf } from '../workout-log/session.service';
import { type FeedCursor, feedSessions, sessionExercises, sessionRecords } from './feed.repository';

export const FEED_MESSAGES = {
  badCursor: 'This page of the feed does not exist. Open the feed again.',
} as const;

const badCursor = { message: FEED_MESSAGES.badCursor, code: 'BAD_FEED_CURSOR' };
function cursorOf(after: string | undefined): FeedCursor | null {
  const cursor = parseTimeCursor(after, badCursor);
  return cursor && { finishedAt: cursor.at, id: cursor.id };
}

type Highlights = Pick<FeedSessionCard, 'records' | 'topExercises'>;

/** Each session's records (once per exercise and kind) and its top exercises by sets. */
async function highlightsOf(db: Kysely<Database>, sessionIds: string[]): Promise<Map<string, Highlights>> {
  if (sessionIds.length === 0) return new Map();
  const [records, exercises] = await Promise.all([
    sessionRecords(db, sessionIds),
    sessionExercises(db, sessionIds),
  ]);
  const byId = new Map<string, Highlights>(sessionIds.map((id) => [id, { records: [], topExercises: [] }]));
  for (const row of records) {
    const card = byId.get(row.session_id);
    if (!card) continue;
    const kinds = row.records.split(',');
    for (const kind of RECORD_KINDS) {
      if (!kinds.includes(kind)) continue;
      if (!card.records.some((r) => r.exerciseName === row.exercise_name && r.kind === kind))
        card.records.push({ exerciseName: row.exercise_name, kind });
    }
  }
  const ranked = [...exercises].sort(
    (a, b) => Number(b.sets) - Number(a.sets) || Number(a.first_card) - Number(b.first_card),
  );
  for (const row of ranked) {
    const card = byId.get(row.session_id);
    if (!card || card.topExercises.length >= FEED_TOP_EXERCISES) continue;
    card.topExercises.push({
      exerciseName: row.exercise_name,
      sets: Number(row.sets),
      volumeKg: Math.round(Number(row.volume) * 100) / 100,
    });
  }
  return byId;
}

/**
 * How far back a page reads, widening until it holds a page: a week fills most feeds while touching a few
 * rows per person; quieter feeds take a season, then a year, then everything.
 */
export const FEED_WINDOWS_MS = [7, 56, 365].map((days) => days * 24 * 60 * 60 * 1000);

/**
 * The page's sessions: read within each window before the cursor (or now) in turn, and without one last,
 * until a window holds a whole page; then the answer is exact, since what lies outside is older.
 */
async function pageOfSessions(
  db: Kysely<Database>,
  viewerId: string,
  after: FeedCursor | null,
  count: number,
  now: Date,
) {
  const from = after ? Date.parse(after.finishedAt) : now.getTime();
  for (const window of FEED_WINDOWS_MS) {
    const rows = await feedSessions(db, viewerId, after, count, new Date(from - window).toISOString());
    if (rows.length === count) return rows;
  }
  return feedSessions(db, viewerId, after, count, null);
}

/** A page of the viewer's feed (decision 034). */
export async function feedOf(
  db: Kysely<Database>,
  viewerId: string,
  page: { after?: string | undefined; limit: number },
  now: Date,
): Promise<FeedAnswer> {
  const rows = await pageOfSessions(db, viewerId, cursorOf(page.after), page.limit + 1, now);
  const shown = rows.slice(0, page.limit);
  const ids = shown.map((r) => r.id);
  const [highlights, kudos, comments] = await Promise.all([
    highlightsOf(db, ids),
    kudosOfSessions(db, ids, viewerId),
    commentCountsOf(db, ids),
  ]);
  const items = shown.map((row): FeedSessionCard => {
    const given = kudos.get(row.id);
    return {
      ...sessionSummaryOf(row),
      kind: 'session',
      person: { id: row.user_id, username: row.username, image: row.image },
      ...(highlights.get(row.id) ?? { records: [], topExercises: [] }),
      kudos: given?.count ?? 0,
      viewerGaveKudos: given?.given ?? false,
      comments: comments.get(row.id) ?? 0,
    };
  });
  const last = items.at(-1);
  return {
    items,
    next: rows.length > page.limit && last ? timeCursorOf({ at: last.finishedAt ?? '', id: last.id }) : null,
  };
}

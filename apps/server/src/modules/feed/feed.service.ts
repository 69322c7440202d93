import { FEED_TOP_EXERCISES, type FeedAnswer, type FeedSessionCard, RECORD_KINDS } from '@stryd/domain';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { commentCountsOf } from '../comments/comments.service';
import { kudosOfSessions } from '../kudos/kudos.service';
import { sessionSummaryOf } from '../workout-log/session.service';
import { type FeedCursor, feedSessions, sessionExercises, sessionRecords } from './feed.repository';

export const FEED_MESSAGES = {
  badCursor: 'This page of the feed does not exist. Open the feed again.',
} as const;

const SEPARATOR = '~';
const isoDateTime = z.iso.datetime();

/** The cursor a client passes back for the next page: the last card's finish time and id. */
export function feedCursorOf(card: { finishedAt: string | null; id: string }): string {
  return `${card.finishedAt}${SEPARATOR}${card.id}`;
}

function parseCursor(after: string | undefined): FeedCursor | null {
  if (after === undefined) return null;
  const at = after.indexOf(SEPARATOR);
  const finishedAt = after.slice(0, at);
  const id = after.slice(at + 1);
  if (at < 0 || !isoDateTime.safeParse(finishedAt).success || id.length === 0 || id.length > 64)
    throw badRequest(FEED_MESSAGES.badCursor, 'BAD_FEED_CURSOR');
  return { finishedAt, id };
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

/** A page of the viewer's feed (decision 034). */
export async function feedOf(
  db: Kysely<Database>,
  viewerId: string,
  page: { after?: string | undefined; limit: number },
): Promise<FeedAnswer> {
  const rows = await feedSessions(db, viewerId, parseCursor(page.after), page.limit + 1);
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
  return { items, next: rows.length > page.limit && last ? feedCursorOf(last) : null };
}

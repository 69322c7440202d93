import {
  FEED_TOP_EXERCISES,
  type FeedItem,
  type FeedPerson,
  type FeedSessionCard,
  RANKS,
  RECORD_KINDS,
} from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { commentCountsOf } from '../comments/comments.service';
import { kudosOfSessions } from '../kudos/kudos.service';
import { sessionSummaryOf } from '../workout-log/session.service';
import {
  type FeedRow,
  routinesByIds,
  sessionExercises,
  sessionRecords,
  sessionsByIds,
} from './feed.repository';

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

/** The page's session cards by id: each session with its highlights, kudos and comment count. */
async function sessionCardsOf(
  db: Kysely<Database>,
  ids: string[],
  viewerId: string,
): Promise<Map<string, Omit<FeedSessionCard, 'person'>>> {
  if (ids.length === 0) return new Map();
  const [sessions, highlights, kudos, comments] = await Promise.all([
    sessionsByIds(db, ids),
    highlightsOf(db, ids),
    kudosOfSessions(db, ids, viewerId),
    commentCountsOf(db, ids),
  ]);
  return new Map(
    sessions.map((row) => {
      const given = kudos.get(row.id);
      const card = {
        ...sessionSummaryOf(row),
        kind: 'session' as const,
        ...(highlights.get(row.id) ?? { records: [], topExercises: [] }),
        kudos: given?.count ?? 0,
        viewerGaveKudos: given?.given ?? false,
        comments: comments.get(row.id) ?? 0,
      };
      return [row.id, card];
    }),
  );
}

type RoutineRow = Awaited<ReturnType<typeof routinesByIds>>[number];

/** One row as its card, or null when what it names went meanwhile (deleted after the page was read). */
function cardOf(
  row: FeedRow,
  sessions: Map<string, Omit<FeedSessionCard, 'person'>>,
  routine: RoutineRow | undefined,
): FeedItem | null {
  const person: FeedPerson = { id: row.person_id, username: row.username, image: row.image };
  if (row.kind === 'session') {
    const card = sessions.get(row.id);
    return card ? { ...card, person } : null;
  }
  const event = { id: row.id, at: row.at, person };
  if (row.kind === 'rank-reached') {
    const rank = RANKS[Number(row.rank_index)];
    return rank ? { ...event, kind: row.kind, rank: rank.name } : null;
  }
  if (!routine) return null;
  const named = { id: routine.id, name: routine.name, creatorId: routine.creator_id };
  return row.kind === 'routine-created'
    ? { ...event, kind: row.kind, routine: { ...named, creationType: routine.creation_type } }
    : { ...event, kind: row.kind, routine: { ...named, creatorName: routine.creator_name } };
}

/** The page's rows as cards, in their order. */
export async function cardsOf(db: Kysely<Database>, rows: FeedRow[], viewerId: string): Promise<FeedItem[]> {
  const sessionIds = rows.filter((row) => row.kind === 'session').map((row) => row.id);
  const routineIds = [...new Set(rows.flatMap((row) => (row.routine_id ? [row.routine_id] : [])))];
  const [sessions, routines] = await Promise.all([
    sessionCardsOf(db, sessionIds, viewerId),
    routineIds.length > 0 ? routinesByIds(db, routineIds) : [],
  ]);
  const routineById = new Map(routines.map((routine) => [routine.id, routine]));
  return rows.flatMap((row) => {
    const card = cardOf(row, sessions, row.routine_id ? routineById.get(row.routine_id) : undefined);
    return card ? [card] : [];
  });
}

import { Readable } from 'node:stream';
import { todayIso } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/session';
import type { Database } from '../../db/schema';
import { countPerHour, tryAgainIn } from '../rate-limit/per-hour';
import { finishSessionsWithoutRoutine, sessionSummaryOf } from '../workout-log/session.service';
import { loggedSetOf } from '../workout-log/set-log.service';
import type { SetLogRow } from '../workout-log/set-logs.repository';
import { type SessionCursor, sessionPage, setsOfSessions } from './export.repository';
import type { ExportDocument } from './export.schemas';
import { exportHead } from './export-document.service';
import { strongHeaderLine, strongRows } from './strong-csv';

/** Exports per user per hour, JSON and CSV together: each reads the whole log, so it is a heavy call. */
export const EXPORTS_PER_HOUR = 20;
/** Sessions read per page (~25 sets each): a few hundred kB in memory at a time, whatever the history. */
export const SESSIONS_PER_PAGE = 100;

export const exportRateLimited = (minutes: number) =>
  `You can export your data ${EXPORTS_PER_HOUR} times an hour. ${tryAgainIn(minutes)}`;

export interface Download {
  filename: string;
  body: Readable;
}

type ExportedSession = ExportDocument['sessions'][number];

/** A username as a file name may hold it (usernames are already plain; this keeps the header safe). */
const fileSafe = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_') || 'user';
const filenameOf = (viewer: Viewer, now: Date, extension: 'json' | 'csv') =>
  `stryd-export-${fileSafe(viewer.username)}-${todayIso(now)}.${extension}`;

/**
 * Counts the export against the limit, then finishes any session whose routine was deleted (as reading
 * the history does), so the export shows it as the history will: finished at its last set.
 */
async function startExport(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await countPerHour(
    db,
    { kind: 'export', max: EXPORTS_PER_HOUR, code: 'EXPORT_RATE_LIMITED', message: exportRateLimited },
    userId,
    now,
  );
  await finishSessionsWithoutRoutine(db, userId);
}

function groupBySession(sets: readonly SetLogRow[]): Map<string, SetLogRow[]> {
  const groups = new Map<string, SetLogRow[]>();
  for (const set of sets) {
    const list = groups.get(set.session_id);
    if (list) list.push(set);
    else groups.set(set.session_id, [set]);
  }
  return groups;
}

/**
 * The user's sessions with their sets, oldest first, a page at a time: only one page is ever in memory,
 * so a five-year log streams in constant space.
 */
export async function* sessionPages(db: Kysely<Database>, userId: string): AsyncGenerator<ExportedSession[]> {
  let cursor: SessionCursor | null = null;
  for (;;) {
    const sessions = await sessionPage(db, userId, cursor, SESSIONS_PER_PAGE);
    if (sessions.length === 0) return;
    const sets = groupBySession(
      await setsOfSessions(
        db,
        sessions.map((s) => s.id),
      ),
    );
    yield sessions.map((s) => ({ ...sessionSummaryOf(s), sets: (sets.get(s.id) ?? []).map(loggedSetOf) }));
    if (sessions.length < SESSIONS_PER_PAGE) return;
    const last = sessions[sessions.length - 1]!;
    cursor = { startedAt: last.started_at, id: last.id };
  }
}

/** The JSON document: everything small first, then `"sessions":[…]` written page by page. */
async function* jsonChunks(db: Kysely<Database>, userId: string, head: string): AsyncGenerator<string> {
  // `head` is a whole JSON object; its closing brace makes way for the sessions.
  yield `${head.slice(0, -1)},"sessions":[`;
  let separator = '\n';
  for await (const page of sessionPages(db, userId)) {
    yield separator + page.map((session) => JSON.stringify(session)).join(',\n');
    separator = ',\n';
  }
  yield '\n]}\n';
}

async function* csvChunks(db: Kysely<Database>, userId: string): AsyncGenerator<string> {
  yield strongHeaderLine();
  for await (const page of sessionPages(db, userId)) {
    yield page.map((session) => strongRows(session, session.sets)).join('');
  }
}

/** `GET /api/me/export`: the caller's own data (there is no user in the path), counted against the limit. */
export async function jsonExport(db: Kysely<Database>, viewer: Viewer, now: Date): Promise<Download> {
  await startExport(db, viewer.id, now);
  const head = JSON.stringify(await exportHead(db, viewer.id, now));
  return { filename: filenameOf(viewer, now, 'json'), body: Readable.from(jsonChunks(db, viewer.id, head)) };
}

/** `GET /api/me/export.csv`: the caller's set log in Strong's layout. */
export async function csvExport(db: Kysely<Database>, viewer: Viewer, now: Date): Promise<Download> {
  await startExport(db, viewer.id, now);
  return { filename: filenameOf(viewer, now, 'csv'), body: Readable.from(csvChunks(db, viewer.id)) };
}

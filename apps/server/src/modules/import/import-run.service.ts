import { setImmediate as nextTurn } from 'node:timers/promises';
import { IMPORT_MESSAGES } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { conflict } from '../../http/errors';
import {
  deleteImportedBatch,
  deleteImportRow,
  finishImport,
  type ImportRow,
  insertSessions,
  refreshLogStatistics,
  runningImport,
} from './import.repository';
import type { PlannedSession } from './import-plan';

/**
 * An import or undo runs in many short transactions (issue 30 item 7: one transaction for 92,000
 * workouts held every other writer for up to 29 s). Each writes or deletes about this many rows, a few
 * milliseconds' work, and the event loop gets a turn between them, so others' requests and writes go
 * on while a big history comes in or goes.
 */
const ROWS_PER_WRITE = 1000;
const SESSIONS_PER_DELETE = 250;
/** An import or undo whose state began this long ago is taken as cut short by a crash; it takes seconds. */
export const STALE_MS = 15 * 60 * 1000;

const busy = () => conflict(IMPORT_MESSAGES.busy, 'IMPORT_BUSY');

/** Workouts in groups of about ROWS_PER_WRITE rows (each session and each set a row); never split. */
function chunksOf(sessions: readonly PlannedSession[]): PlannedSession[][] {
  const chunks: PlannedSession[][] = [];
  let chunk: PlannedSession[] = [];
  let rows = 0;
  for (const session of sessions) {
    if (chunk.length > 0 && rows + 1 + session.sets.length > ROWS_PER_WRITE) {
      chunks.push(chunk);
      chunk = [];
      rows = 0;
    }
    chunk.push(session);
    rows += 1 + session.sets.length;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/** Deletes an import's sessions and sets batch by batch, then its row; what was removed. */
export async function removeImported(
  db: Kysely<Database>,
  userId: string,
  importId: string,
): Promise<{ sessions: number; sets: number }> {
  const removed = { sessions: 0, sets: 0 };
  for (;;) {
    const batch = await deleteImportedBatch(db, userId, importId, SESSIONS_PER_DELETE);
    if (batch.sessions === 0) break;
    removed.sessions += batch.sessions;
    removed.sets += batch.sets;
    await nextTurn();
  }
  await deleteImportRow(db, userId, importId);
  return removed;
}

/**
 * Takes the user's slot for an import or undo (`start` inserts or marks the row). When the slot is held
 * by one a crash left unfinished, that one is finished first (its workouts removed); when it is held by
 * one under way, 409.
 */
export async function takeSlot(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  start: () => Promise<boolean>,
): Promise<void> {
  if (await start()) return;
  const running = await runningImport(db, userId);
  const stale = running && Date.parse(running.state_at ?? '') <= now.getTime() - STALE_MS;
  if (!running || !stale) throw busy();
  await removeImported(db, userId, running.id);
  if (!(await start())) throw busy();
}

/**
 * Writes an import's workouts chunk by chunk, then marks its row done with what it added: until then it
 * is not listed and cannot be undone, and if writing fails half way what was written is removed again.
 */
export async function runImport(
  db: Kysely<Database>,
  row: ImportRow,
  sessions: readonly PlannedSession[],
): Promise<void> {
  try {
    for (const chunk of chunksOf(sessions)) {
      await insertSessions(db, row.user_id, row.id, chunk);
      await nextTurn();
    }
    await finishImport(db, row);
  } catch (error) {
    // Best effort: if this fails too, the row stays 'importing' and the user's next import finishes it.
    await removeImported(db, row.user_id, row.id).catch(() => {});
    throw error;
  }
  if (sessions.length >= ROWS_PER_WRITE) await refreshLogStatistics(db);
}

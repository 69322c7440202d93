import { setImmediate as nextTurn } from 'node:timers/promises';
import { IMPORT_MESSAGES } from '@stryd/domain';
import type { Kysely } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { conflict } from '../../http/errors';
import {
  type Batch,
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
 * workouts held every other writer for up to 29 s), and the event loop gets a turn between them, so
 * others' requests and writes go on while a big history comes in or goes. Each transaction is bounded
 * by time, not rows: on SQLite a batch of 1,000 rows grew from 25 to 90 ms as the tables grew, and
 * another person's write waits for two or three batches (one per turn of the event loop its request
 * needs), so a batch there is about 10 ms of statements of 50 workouts. PostgreSQL locks rows, not the
 * database, and its work does not block the event loop: there, 10 ms batches only multiplied commits
 * (each waits for a WAL flush; a 92,000-workout undo took 15 s and another person's write up to 129 ms),
 * so its batches are bigger.
 */
const PACE = {
  sqlite: { ms: 10, size: 50 },
  postgres: { ms: 40, size: 250 },
};

function batchOf(db: Kysely<Database>): Batch {
  const pace = isPostgres(db) ? PACE.postgres : PACE.sqlite;
  return { size: pace.size, until: performance.now() + pace.ms };
}

/** Imports at least this big refresh PostgreSQL's statistics when done. */
const BIG_IMPORT = 1000;
/** An import or undo whose state began this long ago is taken as cut short by a crash; it takes seconds. */
export const STALE_MS = 15 * 60 * 1000;

const busy = () => conflict(IMPORT_MESSAGES.busy, 'IMPORT_BUSY');

/** Deletes an import's sessions and sets batch by batch, then its row; what was removed. */
export async function removeImported(
  db: Kysely<Database>,
  userId: string,
  importId: string,
): Promise<{ sessions: number; sets: number }> {
  const removed = { sessions: 0, sets: 0 };
  for (;;) {
    const batch = await deleteImportedBatch(db, userId, importId, batchOf(db));
    removed.sessions += batch.sessions;
    removed.sets += batch.sets;
    if (batch.done) break;
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
    for (let next = 0; next < sessions.length; ) {
      next = await insertSessions(db, row.user_id, row.id, sessions, next, batchOf(db));
      await nextTurn();
    }
    await finishImport(db, row);
  } catch (error) {
    // Best effort: if this fails too, the row stays 'importing' and the user's next import finishes it.
    await removeImported(db, row.user_id, row.id).catch(() => {});
    throw error;
  }
  if (sessions.length >= BIG_IMPORT) await refreshLogStatistics(db);
}

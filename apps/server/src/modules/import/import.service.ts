import { randomUUID } from 'node:crypto';
import {
  exerciseById,
  IMPORT_BAD_ROWS_LISTED,
  IMPORT_MESSAGES,
  type ImportBadRow,
  type ImportBody,
  type ImportList,
  type ImportPreview,
  type ImportRecord,
  type ImportSource,
  type ImportUndoAnswer,
  isJsonImport,
} from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import {
  deleteImportRow,
  type ImportRow,
  listImports,
  sessionsBetween,
  startImport,
  startUndo,
} from './import.repository';
import { countImport } from './import-limit.service';
import { type ImportPlan, type PlannedSession, planImport, sessionKeyOf } from './import-plan';
import { removeImported, runImport, takeSlot } from './import-run.service';
import { planStrydExport } from './stryd-export-format';
import { turnTaker } from './turns';

/** Refused because of bad rows: the answer lists them (as validation issues) so the user can fix them. */
export class BadRowsError extends HttpError {
  constructor(
    readonly badRows: ImportBadRow[],
    readonly badRowCount: number,
  ) {
    super(400, 'BAD_ROWS', IMPORT_MESSAGES.badRows);
  }
}

/** The plan's workouts split into new ones and those already in the user's history. */
async function splitDuplicates(
  db: Kysely<Database>,
  userId: string,
  sessions: readonly PlannedSession[],
): Promise<{ fresh: PlannedSession[]; duplicates: number }> {
  const first = sessions[0];
  const last = sessions.at(-1);
  if (!first || !last) return { fresh: [], duplicates: 0 };
  const existing = new Set(
    (await sessionsBetween(db, userId, first.startedAt, last.startedAt)).map((s) =>
      sessionKeyOf({ startedAt: s.started_at, name: s.routine_name }),
    ),
  );
  const pause = turnTaker();
  const fresh: PlannedSession[] = [];
  for (const session of sessions) {
    await pause();
    if (!existing.has(sessionKeyOf(session))) fresh.push(session);
  }
  return { fresh, duplicates: sessions.length - fresh.length };
}

/** How many sets and distinct exercises the workouts have, a step at a time. */
async function countsOf(sessions: readonly PlannedSession[]): Promise<{ sets: number; exercises: number }> {
  const pause = turnTaker();
  const exercises = new Set<string>();
  let sets = 0;
  for (const session of sessions) {
    await pause();
    sets += session.sets.length;
    for (const set of session.sets) exercises.add(set.exerciseKey);
  }
  return { sets, exercises: exercises.size };
}

/** Our own JSON export, or a CSV export of Strong or Hevy: the first character tells (a format named must fit). */
async function planOf(body: ImportBody): Promise<ImportPlan> {
  const json = isJsonImport(body.csv);
  if (json && (body.format ?? 'stryd') === 'stryd')
    return planStrydExport(body.csv, body.matches, turnTaker());
  if (body.format === 'stryd') throw badRequest(IMPORT_MESSAGES.notStrydExport, 'UNKNOWN_FORMAT');
  return planImport(body);
}

async function readPlan(body: ImportBody): Promise<ImportPlan> {
  const plan = await planOf(body);
  if (plan.sessions.length === 0 && plan.badRows.length === 0)
    throw badRequest(IMPORT_MESSAGES.noSets, 'NO_SETS');
  return plan;
}

async function exercisesOf(sessions: readonly PlannedSession[]): Promise<ImportPreview['exercises']> {
  const pause = turnTaker();
  const byName = new Map<string, ImportPreview['exercises'][number]>();
  for (const set of sessions.flatMap((s) => s.sets)) {
    await pause();
    const entry = byName.get(set.exerciseName);
    if (entry) entry.sets += 1;
    else
      byName.set(set.exerciseName, {
        name: set.exerciseName,
        exerciseId: set.exerciseId,
        libraryName: set.exerciseId ? (exerciseById(set.exerciseId)?.name ?? null) : null,
        sets: 1,
      });
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** What an import of this file would add, changing nothing. */
export async function previewImport(
  db: Kysely<Database>,
  userId: string,
  body: ImportBody,
): Promise<ImportPreview> {
  const plan = await readPlan(body);
  const { fresh, duplicates } = await splitDuplicates(db, userId, plan.sessions);
  const exercises = await exercisesOf(fresh.length > 0 ? fresh : plan.sessions);
  return {
    source: plan.source,
    sessions: plan.sessions.length,
    sets: (await countsOf(fresh)).sets,
    newSessions: fresh.length,
    duplicateSessions: duplicates,
    warmupSets: plan.warmupSets,
    firstDate: plan.sessions[0]?.startedAt ?? null,
    lastDate: plan.sessions.at(-1)?.startedAt ?? null,
    exercises,
    unmatched: exercises.filter((e) => e.exerciseId === null).map((e) => e.name),
    badRowCount: plan.badRows.length,
    badRows: plan.badRows.slice(0, IMPORT_BAD_ROWS_LISTED),
  };
}

export function importRecordOf(row: ImportRow): ImportRecord {
  return {
    id: row.id,
    source: row.source as ImportSource,
    sessionCount: Number(row.session_count),
    setCount: Number(row.set_count),
    exerciseCount: Number(row.exercise_count),
    skippedRows: Number(row.skipped_rows),
    duplicateSessions: Number(row.duplicate_sessions),
    firstSessionAt: row.first_session_at,
    lastSessionAt: row.last_session_at,
    createdAt: row.created_at,
  };
}

/** The new workouts of a started import; its row goes again when there are none. */
async function freshOrNone(db: Kysely<Database>, row: ImportRow, plan: ImportPlan) {
  try {
    const split = await splitDuplicates(db, row.user_id, plan.sessions);
    if (split.fresh.length > 0) return split;
    if (plan.sessions.length === 0) throw badRequest(IMPORT_MESSAGES.noSets, 'NO_SETS');
    throw conflict(IMPORT_MESSAGES.nothingNew, 'NOTHING_NEW');
  } catch (error) {
    await deleteImportRow(db, row.user_id, row.id);
    throw error;
  }
}

/**
 * Imports a file: every new workout with its sets, or nothing (import-run.service: written in short
 * transactions, listed only once all are in). Counted against the hourly limit; bad rows refuse the whole
 * file unless the user chose to skip them; workouts already in the history (same start and name) are
 * skipped, and a file with nothing new is refused (409). One import or undo at a time per user, so a
 * second import of the same file sees the first's workouts.
 */
export async function commitImport(
  db: Kysely<Database>,
  userId: string,
  body: ImportBody,
  now: Date,
): Promise<ImportRecord> {
  await countImport(db, userId, now);
  const plan = await readPlan(body);
  if (plan.badRows.length > 0 && !body.skipBadRows)
    throw new BadRowsError(plan.badRows.slice(0, IMPORT_BAD_ROWS_LISTED), plan.badRows.length);
  const started: ImportRow = {
    id: randomUUID(),
    user_id: userId,
    source: plan.source,
    session_count: 0,
    set_count: 0,
    exercise_count: 0,
    skipped_rows: plan.badRows.length,
    duplicate_sessions: 0,
    first_session_at: null,
    last_session_at: null,
    created_at: now.toISOString(),
    state: 'importing',
    state_at: now.toISOString(),
  };
  await takeSlot(db, userId, now, () => startImport(db, started));
  const { fresh, duplicates } = await freshOrNone(db, started, plan);
  const counts = await countsOf(fresh);
  const row: ImportRow = {
    ...started,
    session_count: fresh.length,
    set_count: counts.sets,
    exercise_count: counts.exercises,
    duplicate_sessions: duplicates,
    first_session_at: fresh[0]?.startedAt ?? null,
    last_session_at: fresh.at(-1)?.startedAt ?? null,
  };
  await runImport(db, row, fresh);
  return importRecordOf(row);
}

export async function importsOf(db: Kysely<Database>, userId: string): Promise<ImportList> {
  return { imports: (await listImports(db, userId)).map(importRecordOf) };
}

/**
 * Undoes one whole import: it leaves the list at once, then its sessions and sets go in short
 * transactions, so history, streak, progress and records (all read from the remaining sets) are as before
 * it. Another user's import is not found; while an import or undo of theirs is under way, 409.
 */
export async function undoImport(
  db: Kysely<Database>,
  userId: string,
  id: string,
  now: Date,
): Promise<ImportUndoAnswer> {
  await takeSlot(db, userId, now, async () => {
    const started = await startUndo(db, userId, id, now.toISOString());
    if (started === 'missing') throw notFound(IMPORT_MESSAGES.notFound, 'IMPORT_NOT_FOUND');
    return started === 'started';
  });
  const removed = await removeImported(db, userId, id);
  return { id, removedSessions: removed.sessions, removedSets: removed.sets };
}

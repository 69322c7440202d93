import {
  countsAsWork,
  exerciseLogKey,
  IMPORT_MESSAGES,
  type ImportBadRow,
  type ImportBody,
  type ImportSource,
  type SetDetails,
  type SetValues,
  setVolumeKg,
  tidyGroups,
} from '@stryd/domain';
import { badRequest } from '../../http/errors';
import { type CsvRecord, CsvSyntaxError, type CsvTable, csvRecords, tableOf } from './csv';
import { type ExerciseMatcher, exerciseMatcher } from './exercise-matches';
import { hevyReader, isHevyHeader } from './hevy-format';
import type { ImportedSet, RowReader } from './import-rows';
import { isTimeZone } from './local-time';
import { isStrongHeader, strongReader } from './strong-format';
import { turnTaker } from './turns';

export interface PlannedSet {
  workoutIndex: number;
  setIndex: number;
  exerciseKey: string;
  exerciseId: string | null;
  exerciseName: string;
  values: SetValues;
  details: SetDetails;
  /** Superset/circuit letter of its exercise in the session (A, B, …), null alone (decision 049). */
  group: string | null;
  /** When it was logged; the session's start when the file does not say (CSV exports). */
  loggedAt?: string;
}

export interface PlannedSession {
  name: string;
  startedAt: string;
  finishedAt: string;
  /** The working volume; warm-ups' apart (as the log keeps them). */
  volumeKg: number;
  warmupVolumeKg: number;
  note: string | null;
  /** Its timer as the file says it; else finished minus started. */
  durationMs?: number;
  sets: PlannedSet[];
}

export interface ImportPlan {
  source: ImportSource;
  sessions: PlannedSession[];
  warmupSets: number;
  badRows: ImportBadRow[];
}

/** Same start and same name: one workout (the apps repeat both on every row of it). */
export const sessionKeyOf = (s: { startedAt: string; name: string }) => `${s.startedAt}\u0000${s.name}`;

function readerFor(body: ImportBody, header: readonly string[]): { source: ImportSource; read: RowReader } {
  const timeZone = body.timeZone ?? 'UTC';
  if (!isTimeZone(timeZone)) throw badRequest(IMPORT_MESSAGES.timeZone, 'UNKNOWN_TIME_ZONE');
  const strong = isStrongHeader(header);
  const hevy = isHevyHeader(header);
  if ((body.format ?? (strong ? 'strong' : 'hevy')) === 'strong' && strong)
    return {
      source: 'strong',
      read: strongReader(header, { timeZone, weightUnit: body.weightUnit ?? 'kg' }),
    };
  if ((body.format ?? 'hevy') === 'hevy' && hevy)
    return { source: 'hevy', read: hevyReader(header, { timeZone }) };
  throw badRequest(IMPORT_MESSAGES.unknownFormat, 'UNKNOWN_FORMAT');
}

/**
 * Each set's group letter from the file's superset ids of its exercises: ids relabelled A, B, … in
 * session order by the routine's own rule (domain tidyGroups), so an id on one exercise alone, or on two
 * exercises apart, groups nothing.
 */
export function letterGroups(sets: PlannedSet[], rawGroupOf: (workoutIndex: number) => string | null): void {
  const count = sets.reduce((most, set) => Math.max(most, set.workoutIndex + 1), 0);
  const letters = tidyGroups(Array.from({ length: count }, (_, index) => rawGroupOf(index)));
  for (const set of sets) set.group = letters[set.workoutIndex] ?? null;
}

const byStart = (a: PlannedSession, b: PlannedSession) =>
  // ISO instants sort as text; a plain comparison is much cheaper than localeCompare.
  a.startedAt < b.startedAt ? -1 : a.startedAt > b.startedAt ? 1 : 0;

/**
 * Workouts in date order. The apps write them in date order (Strong oldest first, Hevy newest first), so
 * the list is only checked, step by step, or reversed: sorting 92,000 workouts at once held the event
 * loop for 30-80 ms. A file in no order is sorted at once.
 */
export async function inDateOrder(
  sessions: PlannedSession[],
  pause: () => Promise<void>,
): Promise<PlannedSession[]> {
  let ascending = true;
  let descending = true;
  for (let i = 1; i < sessions.length && (ascending || descending); i += 1) {
    await pause();
    const order = byStart(sessions[i - 1] as PlannedSession, sessions[i] as PlannedSession);
    if (order > 0) ascending = false;
    if (order < 0) descending = false;
  }
  if (ascending) return sessions;
  if (descending) return sessions.reverse();
  return sessions.sort(byStart);
}

/** An exercise of a workout as grouping meets it: its place, its sets so far, its first superset id. */
interface ExerciseSeen {
  index: number;
  sets: number;
  group: string | null;
}

/** Groups sets into workouts; exercises keep their order of first appearance, sets their file order. */
async function groupSessions(
  sets: readonly ImportedSet[],
  matchOf: ExerciseMatcher,
  pause: () => Promise<void>,
): Promise<PlannedSession[]> {
  const sessions = new Map<string, PlannedSession>();
  // Per workout: each exercise's place and how many sets it has so far.
  const exercises = new Map<PlannedSession, Map<string, ExerciseSeen>>();
  for (const set of sets) {
    await pause();
    const key = sessionKeyOf({ startedAt: set.startedAt, name: set.workoutName });
    let session = sessions.get(key);
    if (!session) {
      session = {
        name: set.workoutName,
        startedAt: set.startedAt,
        finishedAt: set.finishedAt,
        volumeKg: 0,
        warmupVolumeKg: 0,
        note: set.sessionNote,
        sets: [],
      };
      sessions.set(key, session);
      exercises.set(session, new Map());
    }
    const seen = exercises.get(session) as Map<string, ExerciseSeen>;
    const exerciseId = matchOf(set.exerciseName);
    const exerciseKey = exerciseLogKey(exerciseId, set.exerciseName);
    let exercise = seen.get(exerciseKey);
    if (!exercise) {
      exercise = { index: seen.size, sets: 0, group: set.group };
      seen.set(exerciseKey, exercise);
    }
    session.sets.push({
      workoutIndex: exercise.index,
      setIndex: exercise.sets,
      exerciseKey,
      exerciseId,
      exerciseName: set.exerciseName,
      values: set.values,
      details: set.details,
      group: null,
    });
    exercise.sets += 1;
    if (countsAsWork(set.details.setType)) session.volumeKg += setVolumeKg(set.values);
    else session.warmupVolumeKg += setVolumeKg(set.values);
    session.note ??= set.sessionNote;
  }
  const list = [...sessions.values()];
  for (const session of list) {
    await pause();
    const byIndex = [...(exercises.get(session)?.values() ?? [])];
    letterGroups(session.sets, (index) => byIndex[index]?.group ?? null);
    session.volumeKg = Math.round(session.volumeKg * 100) / 100;
    session.warmupVolumeKg = Math.round(session.warmupVolumeKg * 100) / 100;
  }
  return inDateOrder(list, pause);
}

/**
 * Reads a whole export into workouts, sets and bad rows, changing nothing. A file that is not CSV or
 * not one of the known exports is refused as a whole (400); a bad row is listed with its line.
 */
export async function planImport(body: ImportBody): Promise<ImportPlan> {
  const pause = turnTaker();
  let table: CsvTable;
  try {
    const records: CsvRecord[] = [];
    for (const record of csvRecords(body.csv)) {
      records.push(record);
      await pause();
    }
    table = tableOf(body.csv, records);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw badRequest(error.message, 'BAD_CSV');
    throw error;
  }
  const { source, read } = readerFor(body, table.header);
  const matchOf = exerciseMatcher(body.matches);
  const sets: ImportedSet[] = [];
  const badRows: ImportBadRow[] = [];
  let warmupSets = 0;
  for (const record of table.records) {
    await pause();
    const extra = record.cells.slice(table.header.length);
    if (record.cells.length < table.header.length || extra.some((c) => c.trim() !== '')) {
      badRows.push({
        line: record.line,
        reason: `This row has ${record.cells.length} fields; the header has ${table.header.length}.`,
      });
      continue;
    }
    const outcome = read(record.cells, record.line);
    if (outcome.kind === 'set') {
      sets.push(outcome.set);
      if (outcome.set.details.setType === 'warmup') warmupSets += 1;
    } else if (outcome.kind === 'bad') badRows.push({ line: outcome.line, reason: outcome.reason });
  }
  return { source, sessions: await groupSessions(sets, matchOf, pause), warmupSets, badRows };
}

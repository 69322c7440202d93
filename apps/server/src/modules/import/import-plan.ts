import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  exerciseLogKey,
  IMPORT_MESSAGES,
  type ImportBadRow,
  type ImportBody,
  type ImportSource,
  type SetValues,
  setVolumeKg,
} from '@stryd/domain';
import { badRequest } from '../../http/errors';
import { type CsvRecord, CsvSyntaxError, type CsvTable, csvRecords, tableOf } from './csv';
import { type ExerciseMatcher, exerciseMatcher } from './exercise-matches';
import { hevyReader, isHevyHeader } from './hevy-format';
import type { ImportedSet, RowReader } from './import-rows';
import { isTimeZone } from './local-time';
import { isStrongHeader, strongReader } from './strong-format';

export interface PlannedSet {
  workoutIndex: number;
  setIndex: number;
  exerciseKey: string;
  exerciseId: string | null;
  exerciseName: string;
  values: SetValues;
}

export interface PlannedSession {
  name: string;
  startedAt: string;
  finishedAt: string;
  volumeKg: number;
  sets: PlannedSet[];
}

export interface ImportPlan {
  source: ImportSource;
  sessions: PlannedSession[];
  warmupSets: number;
  badRows: ImportBadRow[];
}

/** Reading 100,000 rows takes about a second: other requests get a turn every so many rows. */
const ROWS_PER_TURN = 2000;

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

/** Groups sets into workouts; exercises keep their order of first appearance, sets their file order. */
async function groupSessions(
  sets: readonly ImportedSet[],
  matchOf: ExerciseMatcher,
): Promise<PlannedSession[]> {
  const sessions = new Map<string, PlannedSession & { exercises: Map<string, number> }>();
  for (const [index, set] of sets.entries()) {
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
    const key = sessionKeyOf({ startedAt: set.startedAt, name: set.workoutName });
    let session = sessions.get(key);
    if (!session) {
      session = {
        name: set.workoutName,
        startedAt: set.startedAt,
        finishedAt: set.finishedAt,
        volumeKg: 0,
        sets: [],
        exercises: new Map(),
      };
      sessions.set(key, session);
    }
    const exerciseId = matchOf(set.exerciseName);
    const exerciseKey = exerciseLogKey(exerciseId, set.exerciseName);
    const workoutIndex = session.exercises.get(exerciseKey) ?? session.exercises.size;
    session.exercises.set(exerciseKey, workoutIndex);
    session.sets.push({
      workoutIndex,
      setIndex: session.sets.filter((s) => s.workoutIndex === workoutIndex).length,
      exerciseKey,
      exerciseId,
      exerciseName: set.exerciseName,
      values: set.values,
    });
    session.volumeKg += setVolumeKg(set.values);
  }
  return (
    [...sessions.values()]
      .map(({ exercises: _, ...session }) => ({
        ...session,
        volumeKg: Math.round(session.volumeKg * 100) / 100,
      }))
      // ISO instants sort as text; a plain comparison is much cheaper than localeCompare.
      .sort((a, b) => (a.startedAt < b.startedAt ? -1 : a.startedAt > b.startedAt ? 1 : 0))
  );
}

/**
 * Reads a whole export into workouts, sets and bad rows, changing nothing. A file that is not CSV or
 * not one of the known exports is refused as a whole (400); a bad row is listed with its line.
 */
export async function planImport(body: ImportBody): Promise<ImportPlan> {
  let table: CsvTable;
  try {
    const records: CsvRecord[] = [];
    for (const record of csvRecords(body.csv)) {
      records.push(record);
      if (records.length % ROWS_PER_TURN === 0) await nextTurn();
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
  for (const [index, record] of table.records.entries()) {
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
    const extra = record.cells.slice(table.header.length);
    if (record.cells.length < table.header.length || extra.some((c) => c.trim() !== '')) {
      badRows.push({
        line: record.line,
        reason: `This row has ${record.cells.length} fields; the header has ${table.header.length}.`,
      });
      continue;
    }
    const outcome = read(record.cells, record.line);
    if (outcome.kind === 'set') sets.push(outcome.set);
    else if (outcome.kind === 'warmup') warmupSets += 1;
    else if (outcome.kind === 'bad') badRows.push({ line: outcome.line, reason: outcome.reason });
  }
  return { source, sessions: await groupSessions(sets, matchOf), warmupSets, badRows };
}

import {
  NOTE_LIMITS,
  SET_TYPE_MARKS,
  SET_VALUE_MESSAGES,
  type SetType,
  STRONG_CSV_COLUMNS,
  STRYD_CSV_EXTRA_COLUMNS,
  toKg,
} from '@stryd/domain';
import {
  columnsOf,
  exerciseNameCell,
  M_PER_MILE,
  nameCell,
  noteCell,
  numberCell,
  RowError,
  type RowReader,
  readRow,
  setDetails,
  setValues,
} from './import-rows';
import { wallTimeToIso } from './local-time';

/**
 * Strong's CSV export (docs/api.md "Import"): one row per set, the workout's Date, Workout Name and
 * Duration repeated on each. Every column is read: Set Order's W/D/F marks are the set's type, Notes the
 * set's note, Workout Notes the session's; RIR and Superset too, which only Stryd's own export writes.
 */
const COLUMNS = [...STRONG_CSV_COLUMNS, ...STRYD_CSV_EXTRA_COLUMNS];

/** The set type a Set Order cell marks: W, D or F (any case), else a working set (a number). */
const TYPE_OF_MARK = new Map<string, SetType>(
  Object.entries(SET_TYPE_MARKS).map(([type, mark]) => [mark, type as SetType]),
);

export function isStrongHeader(header: readonly string[]): boolean {
  const at = columnsOf(header, COLUMNS);
  return at.Date >= 0 && at['Workout Name'] >= 0 && at['Exercise Name'] >= 0 && at['Set Order'] >= 0;
}

/** 'YYYY-MM-DD HH:MM:SS' (seconds optional, 'T' allowed) in the given zone. */
export function strongDate(raw: string, timeZone: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(raw.trim());
  const iso = m
    ? wallTimeToIso(
        {
          year: Number(m[1]),
          month: Number(m[2]),
          day: Number(m[3]),
          hour: Number(m[4]),
          minute: Number(m[5]),
          second: Number(m[6] ?? 0),
        },
        timeZone,
      )
    : null;
  if (!iso) throw new RowError(`The date '${raw.slice(0, 40)}' is not YYYY-MM-DD HH:MM:SS.`);
  return iso;
}

/** Strong writes a duration as seconds ('3600') or as text ('1h 5m', '45m', '30s'); unreadable is 0. */
export function strongDurationMs(raw: string): number {
  const text = raw.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const part = (unit: string) => Number(new RegExp(`(\\d+)\\s*${unit}`).exec(text)?.[1] ?? 0);
  return ((part('h') * 60 + part('m')) * 60 + part('s')) * 1000;
}

export function strongReader(
  header: readonly string[],
  options: { timeZone: string; weightUnit: 'kg' | 'lb' },
): RowReader {
  const at = columnsOf(header, COLUMNS);
  const lb = options.weightUnit === 'lb';
  return (cells, line) =>
    readRow(line, () => {
      const cell = (i: number) => (i >= 0 ? (cells[i] ?? '') : '');
      const order = cell(at['Set Order']).trim();
      // Newer exports add a row for each rest timer, and mark warm-ups 'W' (drop 'D', failure 'F').
      if (/^rest timer$/i.test(order)) return { kind: 'ignored' };
      const setType = TYPE_OF_MARK.get(order.toUpperCase()) ?? 'working';
      const startedAt = strongDate(cell(at.Date), options.timeZone);
      const exerciseName = exerciseNameCell(cell(at['Exercise Name']));
      const weight = numberCell(cell(at.Weight), SET_VALUE_MESSAGES.weightKg);
      const distance = numberCell(cell(at.Distance), SET_VALUE_MESSAGES.distanceM);
      const values = setValues({
        weightKg: weight === null ? null : toKg(weight, options.weightUnit),
        reps: numberCell(cell(at.Reps), SET_VALUE_MESSAGES.reps),
        seconds: numberCell(cell(at.Seconds), SET_VALUE_MESSAGES.seconds),
        distanceM: distance === null ? null : distance * (lb ? M_PER_MILE : 1000),
      });
      const durationMs = strongDurationMs(cell(at.Duration));
      return {
        kind: 'set',
        set: {
          line,
          workoutName: nameCell(cell(at['Workout Name'])) || 'Strong workout',
          startedAt,
          finishedAt: new Date(Date.parse(startedAt) + durationMs).toISOString(),
          exerciseName,
          values,
          details: setDetails(setType, { rpe: cell(at.RPE), rir: cell(at.RIR), note: cell(at.Notes) }),
          sessionNote: noteCell(cell(at['Workout Notes']), NOTE_LIMITS.sessionNoteMax),
          // Only Stryd's own CSV has this column; Strong's has no supersets.
          group: cell(at.Superset).trim() || null,
        },
      };
    });
}

import { NOTE_LIMITS, SET_VALUE_MESSAGES, type SetType, toKg } from '@stryd/domain';
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
import { strongDate } from './strong-format';

/**
 * Hevy's CSV export (docs/api.md "Import"): one row per set. Read: title, start_time, end_time,
 * description (the session's note), exercise_title, exercise_notes (the note of the exercise's first set
 * in the workout, as Hevy repeats it on each), set_type, weight_kg (or weight_lbs), reps, distance_km (or
 * distance_miles), duration_seconds, rpe, superset_id (exercises sharing one in a workout come in as a
 * superset or circuit, decision 049). Not read: set_index (file order is kept).
 */
const COLUMNS = [
  'title',
  'description',
  'exercise_notes',
  'rpe',
  'start_time',
  'end_time',
  'exercise_title',
  'set_type',
  'weight_kg',
  'weight_lbs',
  'reps',
  'distance_km',
  'distance_miles',
  'duration_seconds',
  'superset_id',
] as const;

/** Hevy's set_type values; anything else ('normal', empty) is a working set. */
const HEVY_SET_TYPES: Readonly<Record<string, SetType>> = {
  warmup: 'warmup',
  dropset: 'drop',
  failure: 'failure',
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export function isHevyHeader(header: readonly string[]): boolean {
  const at = columnsOf(header, COLUMNS);
  return at.title >= 0 && at.start_time >= 0 && at.exercise_title >= 0;
}

/** Hevy's '22 Dec 2025, 08:00' (seconds optional), or an ISO-like date as some versions write. */
export function hevyDate(raw: string, timeZone: string): string {
  const m = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(raw.trim());
  if (!m) {
    try {
      return strongDate(raw, timeZone);
    } catch {
      throw new RowError(`The date '${raw.slice(0, 40)}' is not like '22 Dec 2025, 08:00'.`);
    }
  }
  const month = MONTHS.indexOf((m[2] ?? '').toLowerCase()) + 1;
  const iso =
    month > 0
      ? wallTimeToIso(
          {
            year: Number(m[3]),
            month,
            day: Number(m[1]),
            hour: Number(m[4]),
            minute: Number(m[5]),
            second: Number(m[6] ?? 0),
          },
          timeZone,
        )
      : null;
  if (!iso) throw new RowError(`The date '${raw.slice(0, 40)}' is not like '22 Dec 2025, 08:00'.`);
  return iso;
}

export function hevyReader(header: readonly string[], options: { timeZone: string }): RowReader {
  const at = columnsOf(header, COLUMNS);
  const lb = at.weight_kg < 0 && at.weight_lbs >= 0;
  const miles = at.distance_km < 0 && at.distance_miles >= 0;
  // The workout and exercise whose note was last given: Hevy repeats an exercise's note on each set.
  let noted = '';
  return (cells, line) =>
    readRow(line, () => {
      const cell = (i: number) => (i >= 0 ? (cells[i] ?? '') : '');
      const setType = HEVY_SET_TYPES[cell(at.set_type).trim().toLowerCase()] ?? 'working';
      const startedAt = hevyDate(cell(at.start_time), options.timeZone);
      const endRaw = cell(at.end_time).trim();
      const endedAt = endRaw ? hevyDate(endRaw, options.timeZone) : startedAt;
      const weight = numberCell(cell(lb ? at.weight_lbs : at.weight_kg), SET_VALUE_MESSAGES.weightKg);
      const distance = numberCell(
        cell(miles ? at.distance_miles : at.distance_km),
        SET_VALUE_MESSAGES.distanceM,
      );
      const exerciseName = exerciseNameCell(cell(at.exercise_title));
      const exerciseKey = `${startedAt}\u0000${exerciseName}`;
      const note = exerciseKey === noted ? '' : cell(at.exercise_notes);
      const details = setDetails(setType, { rpe: cell(at.rpe), note });
      noted = exerciseKey;
      return {
        kind: 'set',
        set: {
          line,
          workoutName: nameCell(cell(at.title)) || 'Hevy workout',
          startedAt,
          finishedAt: endedAt < startedAt ? startedAt : endedAt,
          exerciseName,
          values: setValues({
            weightKg: weight === null ? null : toKg(weight, lb ? 'lb' : 'kg'),
            reps: numberCell(cell(at.reps), SET_VALUE_MESSAGES.reps),
            seconds: numberCell(cell(at.duration_seconds), SET_VALUE_MESSAGES.seconds),
            distanceM: distance === null ? null : distance * (miles ? M_PER_MILE : 1000),
          }),
          details,
          sessionNote: noteCell(cell(at.description), NOTE_LIMITS.sessionNoteMax),
          group: cell(at.superset_id).trim() || null,
        },
      };
    });
}

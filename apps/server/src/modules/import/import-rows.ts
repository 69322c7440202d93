import {
  cleanExerciseName,
  cleanNote,
  NOTE_LIMITS,
  rirAccepted,
  rpeAccepted,
  SET_DETAIL_MESSAGES,
  SET_VALUE_LIMITS,
  SET_VALUE_MESSAGES,
  type SetDetails,
  type SetType,
  type SetValues,
} from '@stryd/domain';

/** One set row of an export, read into the log's terms (kg, metres, seconds, UTC instants). */
export interface ImportedSet {
  line: number;
  workoutName: string;
  startedAt: string;
  finishedAt: string;
  exerciseName: string;
  values: SetValues;
  /** Its type, effort and note, as the file says them (issue 34 item 7). */
  details: SetDetails;
  /** The workout's note, as the row repeats it (null when empty). */
  sessionNote: string | null;
  /** The file's own superset id for the set's exercise (Hevy's superset_id), null when none. */
  group: string | null;
}

/** What reading one row gives: a set, a row to leave out on purpose, or a reason it is bad. */
export type RowOutcome =
  | { kind: 'set'; set: ImportedSet }
  | { kind: 'ignored' }
  | { kind: 'bad'; line: number; reason: string };

/** Reads one data row of a format whose header was recognised. */
export type RowReader = (cells: readonly string[], line: number) => RowOutcome;

export class RowError extends Error {}

export const M_PER_MILE = 1609.344;
const NAME_MAX = 100;

/** A number cell: empty or 0 mean "not measured" (both apps write 0 for a value a set lacks). */
export function numberCell(raw: string | undefined, message: string): number | null {
  const text = (raw ?? '').trim();
  if (text === '') return null;
  // A decimal comma ('82,5'), as Strong writes it in semicolon files.
  const value = Number(/^-?\d+,\d+$/.test(text) ? text.replace(',', '.') : text);
  if (!Number.isFinite(value) || value < 0) throw new RowError(message);
  return value === 0 ? null : value;
}

function limited(value: number | null, max: number, message: string, whole: boolean): number | null {
  if (value === null) return null;
  const rounded = whole ? Math.round(value) : Math.round(value * 100) / 100;
  if (rounded > max) throw new RowError(message);
  return rounded === 0 ? null : rounded;
}

/** Set values within the log's limits; reps must be whole, times and distances are rounded. */
export function setValues(raw: {
  weightKg: number | null;
  reps: number | null;
  seconds: number | null;
  distanceM: number | null;
}): SetValues {
  if (raw.reps !== null && !Number.isInteger(raw.reps)) throw new RowError(SET_VALUE_MESSAGES.reps);
  return {
    weightKg: limited(raw.weightKg, SET_VALUE_LIMITS.weightKgMax, SET_VALUE_MESSAGES.weightKg, false),
    reps: limited(raw.reps, SET_VALUE_LIMITS.repsMax, SET_VALUE_MESSAGES.reps, true),
    seconds: limited(raw.seconds, SET_VALUE_LIMITS.secondsMax, SET_VALUE_MESSAGES.seconds, true),
    distanceM: limited(raw.distanceM, SET_VALUE_LIMITS.distanceMMax, SET_VALUE_MESSAGES.distanceM, true),
  };
}

/** A name cell tidied and cut to a length the log shows; '' when nothing is left. */
export function nameCell(raw: string | undefined): string {
  return cleanExerciseName(raw ?? '').slice(0, NAME_MAX);
}

export function exerciseNameCell(raw: string | undefined): string {
  const name = nameCell(raw);
  if (!name) throw new RowError('The exercise name is empty.');
  return name;
}

/** Column positions by header name (case-insensitive); -1 when absent. */
export function columnsOf<const K extends string>(header: readonly string[], names: readonly K[]) {
  const lower = header.map((h) => h.trim().toLowerCase());
  return Object.fromEntries(names.map((n) => [n, lower.indexOf(n.toLowerCase())])) as Record<K, number>;
}

/** Runs a row reader, turning a RowError into a bad row with its line. */
export function readRow(line: number, read: () => RowOutcome): RowOutcome {
  try {
    return read();
  } catch (error) {
    if (error instanceof RowError) return { kind: 'bad', line, reason: error.message };
    throw error;
  }
}

/**
 * A note cell, trimmed, cut to the log's limit (a long note is kept in part rather than refused). The
 * quote our export puts before a formula-like note (export/strong-csv.ts csvText) is taken off again.
 */
export function noteCell(raw: string | undefined, max: number = NOTE_LIMITS.setNoteMax): string | null {
  const note = cleanNote(raw)?.replace(/^'(?=[=+\-@])/, '');
  return note?.slice(0, max) ?? null;
}

/** An RPE cell: empty or 0 is none, else 6 to 10 by halves (the log's scale). */
export function rpeCell(raw: string | undefined): number | null {
  const value = numberCell(raw, SET_DETAIL_MESSAGES.rpe);
  if (value !== null && !rpeAccepted(value)) throw new RowError(SET_DETAIL_MESSAGES.rpe);
  return value;
}

/** An RIR cell (Stryd's own CSV writes one): empty is none, else 0 to 5. */
export function rirCell(raw: string | undefined): number | null {
  const text = (raw ?? '').trim();
  if (text === '') return null;
  const value = Number(text);
  if (!rirAccepted(value)) throw new RowError(SET_DETAIL_MESSAGES.rir);
  return value;
}

/** A set's details from its cells; RPE wins when a file gives both. */
export function setDetails(
  setType: SetType,
  cells: { rpe?: string; rir?: string; note?: string },
): SetDetails {
  const rpe = rpeCell(cells.rpe);
  return {
    setType,
    rpe,
    rir: rpe === null ? rirCell(cells.rir) : null,
    note: noteCell(cells.note),
  };
}

import {
  type LoggedSet,
  SET_TYPE_MARKS,
  type SessionSummary,
  STRONG_CSV_COLUMNS,
  STRYD_CSV_EXTRA_COLUMNS,
} from '@stryd/domain';

/** Rows end in CRLF, as RFC 4180 says; spreadsheets and CSV readers take either ending. */
const EOL = '\r\n';
const NEEDS_QUOTES = /[",\r\n]/;
/** A cell a spreadsheet would run as a formula (CSV injection); text is written with a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One text cell: formula-like text defused, then quoted (quotes doubled) when it holds , " or a newline. */
export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A number cell: as JavaScript prints it, 0 when the set has no such value (as Strong writes it). */
const csvNumber = (value: number | null): string => (value === null ? '0' : String(value));

/** 'YYYY-MM-DD HH:MM:SS' (Strong's date format), in UTC. */
export function strongDate(iso: string): string {
  return new Date(iso).toISOString().slice(0, 19).replace('T', ' ');
}

/** Strong's duration text: '1h 5m', '45m' (whole minutes, rounded). */
export function strongDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}h ${minutes % 60}m` : `${minutes}m`;
}

/**
 * The set log in the column layout of Strong's CSV export (docs/api.md "Data export"): one row per set,
 * the session's date, name, duration and note repeated on each. Strong writes 0 for a value a set does
 * not have and leaves an empty RPE or note empty. Stryd adds its RIR and Superset columns after Strong's.
 */
export const strongHeaderLine = (): string =>
  [...STRONG_CSV_COLUMNS, ...STRYD_CSV_EXTRA_COLUMNS].join(',') + EOL;

/** Set Order as Strong writes it: W, D or F for a warm-up, drop or failure set, else the set's number. */
const setOrder = (set: LoggedSet): string =>
  set.setType === 'working' ? String(set.setIndex + 1) : SET_TYPE_MARKS[set.setType];

const optional = (value: number | null): string => (value === null ? '' : String(value));

/** A session's rows, in card order; Set Order counts from 1 within each exercise of the session. */
export function strongRows(
  session: Pick<SessionSummary, 'routineName' | 'startedAt' | 'durationMs' | 'note'>,
  sets: readonly (LoggedSet & { group?: string | null })[],
): string {
  const date = strongDate(session.startedAt);
  const workout = csvText(session.routineName);
  const duration = strongDuration(session.durationMs);
  const workoutNote = csvText(session.note ?? '');
  let out = '';
  for (const set of sets) {
    const distanceKm = set.distanceM === null ? null : set.distanceM / 1000;
    out +=
      [
        date,
        workout,
        duration,
        csvText(set.exerciseName),
        setOrder(set),
        csvNumber(set.weightKg),
        csvNumber(set.reps),
        csvNumber(distanceKm),
        csvNumber(set.seconds),
        csvText(set.note ?? ''),
        workoutNote,
        optional(set.rpe),
        optional(set.rir),
        set.group ?? '',
      ].join(',') + EOL;
  }
  return out;
}

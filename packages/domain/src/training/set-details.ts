/**
 * What a logged set says beyond its values (issue 34): its type, how hard it was (RPE or RIR) and a note.
 * Plain data and code, no schema library: the set row reads it, and the log's schema is built from it.
 */

/** A set's type. Working is the default; a warm-up is logged but counts for no record, e1RM or XP. */
export const SET_TYPES = ['working', 'warmup', 'drop', 'failure'] as const;
export type SetType = (typeof SET_TYPES)[number];
export const DEFAULT_SET_TYPE: SetType = 'working';

export const SET_TYPE_LABELS: Record<SetType, string> = {
  working: 'Working set',
  warmup: 'Warm-up',
  drop: 'Drop set',
  failure: 'To failure',
};

/**
 * The one-letter mark of a set type, as Strong writes it in `Set Order` (a working set shows its number).
 * The set row shows it on its type button; the CSV export writes it; the Strong import reads it.
 */
export const SET_TYPE_MARKS: Record<Exclude<SetType, 'working'>, string> = {
  warmup: 'W',
  drop: 'D',
  failure: 'F',
};

/** The type after this one, in SET_TYPES order: one tap on the set row's type button moves on. */
export function nextSetType(type: SetType): SetType {
  return SET_TYPES[(SET_TYPES.indexOf(type) + 1) % SET_TYPES.length] as SetType;
}

export const isSetType = (value: unknown): value is SetType =>
  typeof value === 'string' && (SET_TYPES as readonly string[]).includes(value);

/** Whether a set of this type counts towards records, e1RM, the working volume and XP. */
export const countsAsWork = (type: SetType): boolean => type !== 'warmup';

/** Effort scales: RPE 6–10 by halves (10 = nothing left), RIR 0–5 whole reps left in the tank. */
export const EFFORT_LIMITS = { rpeMin: 6, rpeMax: 10, rpeStep: 0.5, rirMin: 0, rirMax: 5 } as const;

/** Every RPE the log accepts: 6, 6.5, … 10. */
export const RPE_VALUES: readonly number[] = Array.from(
  { length: (EFFORT_LIMITS.rpeMax - EFFORT_LIMITS.rpeMin) / EFFORT_LIMITS.rpeStep + 1 },
  (_, i) => EFFORT_LIMITS.rpeMin + i * EFFORT_LIMITS.rpeStep,
);
/** Every RIR the log accepts: 0 … 5. */
export const RIR_VALUES: readonly number[] = Array.from(
  { length: EFFORT_LIMITS.rirMax - EFFORT_LIMITS.rirMin + 1 },
  (_, i) => EFFORT_LIMITS.rirMin + i,
);

/** Longest notes, in characters: a set's is a line, a session's a paragraph. */
export const NOTE_LIMITS = { setNoteMax: 200, sessionNoteMax: 1000 } as const;

export const SET_DETAIL_MESSAGES = {
  setType: 'A set type is one of working, warmup, drop or failure.',
  rpe: 'RPE must be from 6 to 10 in steps of 0.5.',
  rir: 'RIR must be a whole number from 0 to 5.',
  bothEfforts: 'Give a set an RPE or an RIR, not both.',
  setNote: `A set note is at most ${NOTE_LIMITS.setNoteMax} characters.`,
  sessionNote: `A session note is at most ${NOTE_LIMITS.sessionNoteMax.toLocaleString('en-US')} characters.`,
  warmupNoXp: 'Warm-up sets earn no XP.',
} as const;

/** A set's type, effort and note; a set logged without them is a working set with neither. */
export interface SetDetails {
  setType: SetType;
  rpe: number | null;
  rir: number | null;
  note: string | null;
}

export const EMPTY_SET_DETAILS: SetDetails = { setType: DEFAULT_SET_TYPE, rpe: null, rir: null, note: null };

export const rpeAccepted = (value: number): boolean => RPE_VALUES.includes(value);
export const rirAccepted = (value: number): boolean => RIR_VALUES.includes(value);

/**
 * A note as it is kept: trimmed, and null when nothing is left. It is plain text everywhere (never
 * read as markup), so nothing else is changed.
 */
export function cleanNote(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The effort of a set in one token, for the set row's one-tap picker: 'rpe:8.5', 'rir:2', or '' for none.
 */
export function effortToken(details: Pick<SetDetails, 'rpe' | 'rir'>): string {
  if (details.rpe !== null) return `rpe:${details.rpe}`;
  if (details.rir !== null) return `rir:${details.rir}`;
  return '';
}

export function effortOfToken(token: string): Pick<SetDetails, 'rpe' | 'rir'> {
  const [scale, raw] = token.split(':');
  const value = Number(raw);
  if (scale === 'rpe' && rpeAccepted(value)) return { rpe: value, rir: null };
  if (scale === 'rir' && rirAccepted(value)) return { rpe: null, rir: value };
  return { rpe: null, rir: null };
}

/** How hard a set was, as history shows it: 'RPE 8.5', 'RIR 2', or null. */
export function effortLabel(details: Pick<SetDetails, 'rpe' | 'rir'>): string | null {
  if (details.rpe !== null) return `RPE ${details.rpe}`;
  if (details.rir !== null) return `RIR ${details.rir}`;
  return null;
}

/**
 * A set that felt easy: RPE 7 or less, or 3 or more reps in reserve (the same effort on the other scale,
 * RPE = 10 − RIR). The progression hint adds weight after an easy top set.
 */
export function feltEasy(details: Pick<SetDetails, 'rpe' | 'rir'>): boolean {
  if (details.rpe !== null) return details.rpe <= 7;
  if (details.rir !== null) return details.rir >= 3;
  return false;
}

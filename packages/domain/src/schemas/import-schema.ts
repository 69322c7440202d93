import { z } from 'zod';

/** Importing a workout history from another app's CSV export, or from our own JSON export (docs/api.md "Import"). */

export const IMPORT_SOURCES = ['strong', 'hevy', 'stryd'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export const IMPORT_SOURCE_LABELS: Record<ImportSource, string> = {
  strong: 'Strong',
  hevy: 'Hevy',
  stryd: 'Stryd',
};

/** The largest CSV file taken, in characters of text (about 5 MB): years of daily training fit in it. */
export const IMPORT_MAX_CHARS = 5_000_000;
/**
 * The largest Stryd JSON export taken (about 12 MB): it spends about 3.2 times the characters of Hevy's
 * CSV on the same sets, and five years of four workouts a week (22,880 sets) export to 7.9 MB (decision 049).
 */
export const IMPORT_MAX_JSON_CHARS = 12_000_000;

/** A file whose first character opens a JSON object: a Stryd export; a CSV export starts with its header. */
export const isJsonImport = (text: string): boolean => /^\s*\{/.test(text);
/** Bad rows listed in an answer; the count says how many there were in all. */
export const IMPORT_BAD_ROWS_LISTED = 200;

export const IMPORT_MESSAGES = {
  tooLarge: 'This file is larger than 5 MB. Export a shorter period and import it in parts.',
  tooLargeJson:
    'This Stryd export is larger than 12 MB. Import its set log instead (Download set log (CSV)): the same sets in a smaller file.',
  empty: 'This file is empty.',
  unknownFormat:
    'This is not a Strong or Hevy CSV export: its first line does not name their columns. Export your workouts as CSV from the app and choose that file.',
  noSets: 'This file holds no sets to import.',
  badRows: 'Some rows could not be read. Fix them in the file, or choose to skip them.',
  nothingNew: 'Every workout in this file is already in your history.',
  timeZone: 'This time zone is unknown.',
  notFound: 'This import does not exist.',
  unknownExercise: 'Match each exercise to one from the library, or keep it as your own.',
  tooManyMatches: 'A file can be matched by hand for at most 1,000 exercise names.',
  busy: 'An import or undo of yours is still under way. Try again when it has finished.',
  badJson: 'This file is not valid JSON. Choose the .json file of your Stryd export as it was downloaded.',
  notStrydExport: 'This JSON file is not a Stryd data export (format stryd-export, version 1).',
  /** Followed by which session and what is wrong with it. */
  badExportSession: 'This Stryd export could not be read:',
} as const;

/** Exercise names a preview can match by hand: more than any real export holds. */
export const IMPORT_MATCHES_MAX = 1000;

export const importBodySchema = z.object({
  csv: z
    .string()
    .min(1, IMPORT_MESSAGES.empty)
    .max(IMPORT_MAX_JSON_CHARS, IMPORT_MESSAGES.tooLargeJson)
    .superRefine((text, ctx) => {
      if (text.length > IMPORT_MAX_CHARS && !isJsonImport(text))
        ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.tooLarge });
    })
    .describe("The file's text: a Strong or Hevy CSV export, or Stryd's own JSON export"),
  format: z
    .enum(IMPORT_SOURCES)
    .optional()
    .describe("Detected when it's left out: JSON is a Stryd export, CSV from its header line"),
  weightUnit: z
    .enum(['kg', 'lb'])
    .optional()
    .describe("Strong writes weights in the app's unit without naming it (default kg); Hevy names its own"),
  timeZone: z
    .string()
    .max(64)
    .optional()
    .describe("The IANA time zone the app's local dates were written in (default UTC)"),
  skipBadRows: z.boolean().optional().describe('Import the good rows and leave the bad ones out'),
  matches: z
    .record(z.string().max(100), z.string().max(80).nullable())
    .refine((m) => Object.keys(m).length <= IMPORT_MATCHES_MAX, IMPORT_MESSAGES.tooManyMatches)
    .optional()
    .describe(
      "Matches picked by hand in the preview: an exercise name as the file writes it → the library exercise id to file it under, or null to keep it as the person's own exercise",
    ),
});
export type ImportBody = z.input<typeof importBodySchema>;

const importBadRowSchema = z.object({
  line: z.int().describe('Line of the file the row starts on (the header is line 1)'),
  reason: z.string(),
});
export type ImportBadRow = z.infer<typeof importBadRowSchema>;

const importExerciseSchema = z.object({
  name: z.string().describe('As the file names it'),
  exerciseId: z
    .string()
    .nullable()
    .describe('The library exercise it matched; null: kept as a custom exercise'),
  libraryName: z.string().nullable(),
  sets: z.int(),
});

export const importPreviewSchema = z.object({
  source: z.enum(IMPORT_SOURCES),
  sessions: z.int().describe('Workouts in the file'),
  sets: z.int().describe('Sets that will be imported (warm-ups included; duplicates left out)'),
  newSessions: z.int().describe('Workouts not yet in your history: what an import adds'),
  duplicateSessions: z.int().describe('Workouts already in your history (same start and name): skipped'),
  warmupSets: z.int().describe('Warm-up sets: imported as warm-ups (no records, XP or working volume)'),
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  exercises: z.array(importExerciseSchema),
  unmatched: z.array(z.string()).describe('Exercise names not in the library, kept as custom exercises'),
  badRowCount: z.int(),
  badRows: z.array(importBadRowSchema).describe(`The first ${IMPORT_BAD_ROWS_LISTED} bad rows`),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importRecordSchema = z.object({
  id: z.string(),
  source: z.enum(IMPORT_SOURCES),
  sessionCount: z.int(),
  setCount: z.int(),
  exerciseCount: z.int(),
  skippedRows: z.int().describe('Bad rows left out because skipping was chosen'),
  duplicateSessions: z.int(),
  firstSessionAt: z.string().nullable(),
  lastSessionAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ImportRecord = z.infer<typeof importRecordSchema>;

export const importListSchema = z.object({ imports: z.array(importRecordSchema) });
export type ImportList = z.infer<typeof importListSchema>;

export const importUndoAnswerSchema = z.object({
  id: z.string(),
  removedSessions: z.int(),
  removedSets: z.int(),
});
export type ImportUndoAnswer = z.infer<typeof importUndoAnswerSchema>;

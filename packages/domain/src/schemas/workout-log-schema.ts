import { z } from 'zod';
import { EXERCISE_CATEGORIES } from '../catalogue/library/types';
import { SWAP_MESSAGES } from '../catalogue/swap-messages';
import { SESSION_VISIBILITIES } from '../social/visibility';
import { RECORD_KINDS } from '../training/records';
import {
  cleanNote,
  DEFAULT_SET_TYPE,
  NOTE_LIMITS,
  rirAccepted,
  rpeAccepted,
  SET_DETAIL_MESSAGES,
  SET_TYPES,
} from '../training/set-details';
import { SET_PLACE_LIMITS, SET_PLACE_MESSAGES } from '../training/set-places';
import { SET_VALUE_MESSAGES, SET_VALUE_RULES } from '../training/set-value-rules';
import { SET_VALUE_LIMITS, type SetValues } from '../training/set-values';
import { LOADED_WITH } from '../training/warm-ups';
import { xpAnswerSchema } from './account-schema';

/** The workout log's requests and answers (docs/api.md "Workout log"), shared by server and web. */

/** A set's value as the log accepts it (training/set-value-rules.ts), refused in the same words. */
const setValue = (field: keyof SetValues) => {
  const { whole, max } = SET_VALUE_RULES[field];
  const message = SET_VALUE_MESSAGES[field];
  return (whole ? z.int(message) : z.number(message)).min(0, message).max(max, message);
};

/** A set's values as the log accepts them; every refusal is worded for people, without a field path. */
const setValuesBodySchema = z.object({
  reps: setValue('reps').nullable(),
  // Kept to the gram's tenth, as typed in kg or converted from lb.
  weightKg: setValue('weightKg')
    .transform((kg) => Math.round(kg * 100) / 100)
    .nullable(),
  seconds: setValue('seconds').nullable(),
  distanceM: setValue('distanceM').nullable(),
});

const place = z
  .int(SET_VALUE_MESSAGES.place)
  .min(0, SET_VALUE_MESSAGES.place)
  .max(99, SET_VALUE_MESSAGES.place);

/** A set's place in its workout: warm-ups below 0, added sets past the routine's (training/set-places.ts). */
const setPlace = z
  .int(SET_PLACE_MESSAGES.place)
  .min(-SET_PLACE_LIMITS.warmUpsPerWorkoutMax, SET_PLACE_MESSAGES.place)
  .max(SET_PLACE_LIMITS.placeMax, SET_PLACE_MESSAGES.place)
  .describe('Below 0: a warm-up before the first set (-8 is the first); past the routine sets: an added set');

/** A note as kept: at most `max` characters once trimmed, and null when empty (training/set-details.ts). */
const noteSchema = (max: number, message: string) =>
  z
    .string(message)
    .transform(cleanNote)
    .refine((note) => note === null || note.length <= max, message)
    .nullable();

/** One effort scale: a value it accepts (training/set-details.ts), else refused in its words; null: none. */
function effort(message: string, accepted: (value: number) => boolean) {
  return z
    .number(message)
    .refine(accepted, message)
    .nullable()
    .optional()
    .transform((value) => value ?? null);
}

/** A set's type, effort and note (issue 34); each may be left out: a working set with neither. */
const setDetailsBodySchema = z.object({
  setType: z
    .enum(SET_TYPES, SET_DETAIL_MESSAGES.setType)
    .optional()
    .default(DEFAULT_SET_TYPE)
    .describe('working (default), warmup (no XP, records or working volume), drop or failure'),
  rpe: effort(SET_DETAIL_MESSAGES.rpe, rpeAccepted).describe(
    'Rate of perceived exertion, 6 to 10 by 0.5; not with rir',
  ),
  rir: effort(SET_DETAIL_MESSAGES.rir, rirAccepted).describe('Reps in reserve, 0 to 5; not with rpe'),
  note: noteSchema(NOTE_LIMITS.setNoteMax, SET_DETAIL_MESSAGES.setNote)
    .optional()
    .transform((note) => note ?? null)
    .describe(`Plain text, at most ${NOTE_LIMITS.setNoteMax} characters`),
});

/** What a set card sends when it is ticked; the server takes the exercise from the routine itself. */
export const logSetBodySchema = z
  .object({ workoutIndex: place, setIndex: setPlace })
  .extend(setValuesBodySchema.shape)
  .extend(setDetailsBodySchema.shape)
  .refine((body) => body.rpe === null || body.rir === null, SET_DETAIL_MESSAGES.bothEfforts);
export type LogSetBody = z.input<typeof logSetBodySchema>;
/** A tick's body as the server reads it: details defaulted, notes cleaned. */
export type ParsedLogSetBody = z.output<typeof logSetBodySchema>;

/** A client-chosen id per set makes logging idempotent: the same id twice logs (and pays) once. */
export const setIdSchema = z
  .string()
  .min(8, SET_VALUE_MESSAGES.setId)
  .max(64, SET_VALUE_MESSAGES.setId)
  .regex(/^[A-Za-z0-9-]+$/, SET_VALUE_MESSAGES.setId);

export const loggedSetSchema = z.object({
  id: z.string(),
  workoutIndex: z.int(),
  setIndex: z.int(),
  exerciseId: z.string().nullable(),
  exerciseName: z.string(),
  group: z
    .string()
    .nullable()
    .describe(
      'The superset or circuit the set was done in (A, B, … as its routine or file named it); null: alone',
    ),
  reps: z.int().nullable(),
  weightKg: z.number().nullable(),
  seconds: z.int().nullable(),
  distanceM: z.int().nullable(),
  setType: z.enum(SET_TYPES),
  rpe: z.number().nullable(),
  rir: z.int().nullable(),
  note: z.string().nullable(),
  loggedAt: z.string(),
  xpEarned: z.int(),
  records: z.array(z.enum(RECORD_KINDS)),
});
export type LoggedSet = z.infer<typeof loggedSetSchema>;

/** An exercise done in place of the routine's one in this session (decision 048); the routine is unchanged. */
export const sessionSwapSchema = z.object({
  workoutIndex: z.int(),
  exerciseId: z.string().describe('The library exercise done instead'),
  exerciseName: z.string(),
  category: z.enum(EXERCISE_CATEGORIES).describe('Picks the default rest after a set'),
  loadedWith: z
    .enum(LOADED_WITH)
    .optional()
    .describe('barbell or dumbbell when it is loaded so (plates and warm-ups); absent otherwise'),
});
export type SessionSwap = z.infer<typeof sessionSwapSchema>;

const openSessionSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  sets: z.array(loggedSetSchema),
  swaps: z.array(sessionSwapSchema).describe('The workouts whose exercise is swapped in this session'),
});

/** PUT …/session/swaps/{workoutIndex}: the library exercise to do instead (the routine's own: no swap). */
export const swapBodySchema = z.object({
  exerciseId: z.string(SWAP_MESSAGES.unknownExercise).min(1, SWAP_MESSAGES.unknownExercise).max(80),
});
export type SwapBody = z.infer<typeof swapBodySchema>;

const previousSetSchema = z.object({
  reps: z.int().nullable(),
  weightKg: z.number().nullable(),
  seconds: z.int().nullable(),
  distanceM: z.int().nullable(),
  setType: z.enum(SET_TYPES),
  rpe: z.number().nullable(),
  rir: z.int().nullable(),
});

export const routineSessionAnswerSchema = z.object({
  session: openSessionSchema.nullable().describe('The open session of this routine, to resume or finish'),
  previous: z
    .array(z.object({ workoutIndex: z.int(), sets: z.array(previousSetSchema) }))
    .describe("Each workout's sets from the last session that logged its exercise (pre-fill and hints)"),
});
export type RoutineSessionAnswer = z.infer<typeof routineSessionAnswerSchema>;

export const logSetAnswerSchema = z.object({
  set: loggedSetSchema,
  sessionId: z.string(),
  xp: xpAnswerSchema.nullable().describe('The XP state after this set; null when it earned none'),
  noXpReason: z.string().nullable().describe('Why the set earned no XP (it stays logged)'),
  record: z
    .string()
    .nullable()
    .describe("The announcement of a record it set, e.g. 'New record: Bench Press 82.5 kg'"),
});
export type LogSetAnswer = z.infer<typeof logSetAnswerSchema>;

export const unlogSetAnswerSchema = z.object({
  removed: z.boolean(),
  xp: xpAnswerSchema
    .nullable()
    .describe('The XP state after the set’s XP was taken back; null when it had earned none'),
});
export type UnlogSetAnswer = z.infer<typeof unlogSetAnswerSchema>;

function sessionNote() {
  return noteSchema(NOTE_LIMITS.sessionNoteMax, SET_DETAIL_MESSAGES.sessionNote).describe(
    `Plain text, at most ${NOTE_LIMITS.sessionNoteMax} characters`,
  );
}

export const finishSessionBodySchema = z.object({
  durationMs: z
    .int()
    .min(0)
    .max(SET_VALUE_LIMITS.secondsMax * 1000)
    .optional()
    .describe("The page's timer; the server keeps it within the session's own start and end"),
  note: sessionNote().optional().describe('The session note; left out, a note set before stays'),
});

/** A session's note, set or changed on its page (null or empty: no note). */
export const sessionNoteBodySchema = z.object({ note: sessionNote() });

export const sessionSummarySchema = z.object({
  id: z.string(),
  routineName: z.string(),
  creatorId: z.string().nullable().describe('Null when the routine has since been deleted'),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.int(),
  setCount: z.int(),
  volumeKg: z.number().describe('The working volume: warm-up sets left out'),
  warmupVolumeKg: z.number().describe('The volume of its warm-up sets, shown apart'),
  xpEarned: z.int(),
  recordCount: z.int(),
  note: z.string().nullable().describe('The session note, plain text'),
  visibility: z
    .enum(SESSION_VISIBILITIES)
    .nullable()
    .describe("Who may see it; null follows the owner's default (GET /api/me/session-visibility)"),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const finishSessionAnswerSchema = z.object({
  session: sessionSummarySchema.nullable().describe('Null when no session was open'),
});

export const sessionDetailSchema = sessionSummarySchema.extend({
  ownerId: z.string().describe('Whose session it is'),
  sets: z.array(loggedSetSchema),
});
export type SessionDetail = z.infer<typeof sessionDetailSchema>;

export const historyAnswerSchema = z.object({
  sessions: z.array(sessionSummarySchema),
  nextBefore: z.string().nullable().describe('Pass as ?before= for the page of older sessions'),
  days: z
    .array(z.object({ day: z.string(), sessions: z.int() }))
    .describe('Training days of the last 26 weeks (UTC), for the calendar'),
  weeks: z
    .array(z.object({ weekStart: z.string(), sessions: z.int(), sets: z.int(), volumeKg: z.number() }))
    .describe('The last 12 weeks, oldest first, Monday to Sunday (UTC)'),
  streakWeeks: z.int(),
  historyPublic: z.boolean().describe("Whether sessionVisibility is 'public'"),
  sessionVisibility: z
    .enum(SESSION_VISIBILITIES)
    .describe("The owner's default: who sees a session that has no visibility of its own"),
});
export type HistoryAnswer = z.infer<typeof historyAnswerSchema>;

export const historyQuerySchema = z.object({
  before: z.iso.datetime().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const exerciseProgressSchema = z.object({
  points: z
    .array(
      z.object({
        day: z.string(),
        e1rm: z.number().nullable(),
        bestWeightKg: z.number().nullable(),
        bestReps: z.int().nullable(),
        bestSeconds: z.int().nullable(),
        volumeKg: z.number(),
        sets: z.int(),
      }),
    )
    .describe('One point per training day, oldest first'),
  records: z.object({
    weightKg: z.number().nullable(),
    e1rm: z.number().nullable(),
    setVolumeKg: z.number().nullable(),
    sessionVolumeKg: z.number().nullable(),
    seconds: z.int().nullable(),
    reps: z.int().nullable(),
    repsAtWeight: z.array(z.object({ weightKg: z.number(), reps: z.int() })),
  }),
});
export type ExerciseProgress = z.infer<typeof exerciseProgressSchema>;

export const historyPrivacyBodySchema = z.object({ historyPublic: z.boolean() });

/** The default visibility of one's sessions, and a session's own (null: back to the default). */
export const sessionVisibilityDefaultSchema = z.object({ visibility: z.enum(SESSION_VISIBILITIES) });
export const sessionVisibilityBodySchema = z.object({ visibility: z.enum(SESSION_VISIBILITIES).nullable() });

import {
  displayPrefsSchema,
  exerciseProgressSchema,
  loggedSetSchema,
  mealPlanViewSchema,
  plateSetupAnswerSchema,
  preferencesSchema,
  routineSummarySchema,
  SESSION_VISIBILITIES,
  sessionSummarySchema,
} from '@stryd/domain';
import { z } from 'zod';

/** The JSON export's format name and version (docs/api.md "Data export"); a breaking change bumps the version. */
export const EXPORT_FORMAT = 'stryd-export';
export const EXPORT_VERSION = 1;

const exportedWorkoutSchema = z.object({
  workoutType: z.string(),
  workoutSets: z.int(),
  workoutReps: z.string(),
  exerciseId: z.string().nullable().describe('The library exercise, or null for a custom one'),
  group: z.string().nullable().describe('Superset/circuit letter (A, B, …), null for a workout done alone'),
});

/**
 * Everything one user owns, as `GET /api/me/export` streams it. `sessions` comes last (it is the big
 * part), oldest first, each with every set; other people appear by username only.
 */
export const exportDocumentSchema = z
  .object({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(EXPORT_VERSION),
    exportedAt: z.iso.datetime(),
    profile: z.object({
      id: z.string(),
      username: z.string().describe('The sign-in name, lowercase'),
      displayUsername: z.string().nullable().describe('The username as the user typed it'),
      name: z.string(),
      email: z.string(),
      image: z.string().nullable(),
      createdAt: z.string(),
      totalXP: z.int(),
      rank: z.string(),
    }),
    plan: z.object({
      userPlan: z.string().describe("'free' or the paid plan type in force"),
      premium: z
        .boolean()
        .describe('Whether premium features are open (also true when the operator ungated them)'),
    }),
    historyPublic: z.boolean().describe("Whether sessionVisibility is 'public'"),
    sessionVisibility: z
      .enum(SESSION_VISIBILITIES)
      .describe('Who may see a session that has no visibility of its own'),
    preferences: preferencesSchema.nullable().describe('Questionnaire answers, or null when none are saved'),
    routines: z
      .array(routineSummarySchema.extend({ workouts: z.array(exportedWorkoutSchema) }))
      .describe('Routines the user created, newest first'),
    participations: z
      .array(
        z.object({
          routineName: z.string(),
          creatorUsername: z.string(),
          ownRoutine: z.boolean(),
          routineXP: z.int(),
          joinedAt: z.string(),
        }),
      )
      .describe('Every routine the user is a participant of (their own included)'),
    records: z
      .array(
        z.object({
          exerciseKey: z.string().describe("The library id, else 'custom:' and the folded name"),
          exerciseName: z.string(),
          records: exerciseProgressSchema.shape.records,
        }),
      )
      .describe('Personal records per exercise ever logged'),
    mealPlans: z.array(mealPlanViewSchema),
    follows: z.object({
      following: z.array(z.string()).describe('Usernames the user follows'),
      followers: z.array(z.string()).describe('Usernames of the people following the user'),
    }),
    display: displayPrefsSchema.describe('The weight unit and theme the app shows'),
    plates: plateSetupAnswerSchema.describe(
      "The bar and plates the routine page loads barbells with; saved is false while they are the weight unit's usual gym",
    ),
    pushSubscriptions: z
      .array(
        z.object({
          origin: z.string().describe("The push service's origin (scheme, host and port)"),
          createdAt: z.iso.datetime().describe('When the device subscribed (or last subscribed again)'),
        }),
      )
      .describe('The devices Web Push goes to, newest first; never their addresses in full or their keys'),
    sessions: z
      .array(sessionSummarySchema.extend({ sets: z.array(loggedSetSchema) }))
      .describe('Every workout session (open ones included), oldest first, with all its sets'),
  })
  .describe('StrydExport');
export type ExportDocument = z.infer<typeof exportDocumentSchema>;
export type ExportHead = Omit<ExportDocument, 'sessions'>;

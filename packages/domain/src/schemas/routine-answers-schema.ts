import { z } from 'zod';
import { EXERCISE_CATEGORIES, MEASURES } from '../catalogue/library/types';
import { LOADED_WITH } from '../training/warm-ups';

/**
 * The routine answers of the API (docs/api.md), shared by the server (response schemas, OpenAPI) and
 * the web app (types): a routine's page, its summary in lists, leaderboard pages, join/leave/delete.
 */

export const personViewSchema = z.object({
  userID: z.string(),
  username: z.string(),
  profileImageLink: z.string(),
});

const participantViewSchema = z.object({
  id: z.string(),
  userID: z.string(),
  username: z.string(),
  profileImageLink: z.string(),
  userRoutineXP: z.number().int(),
});

const workoutViewSchema = z.object({
  workoutType: z.string(),
  workoutSets: z.number().int(),
  workoutReps: z.string(),
  deleteable: z.boolean(),
  exerciseId: z.string().nullable().describe('The library exercise; null for a custom exercise'),
  measure: z.enum(MEASURES).describe("What a set records: the library's measure, else time for '30s' reps"),
  category: z.enum([...EXERCISE_CATEGORIES, 'custom']).describe('Picks the default rest after a set'),
  loadedWith: z
    .enum(LOADED_WITH)
    .optional()
    .describe(
      'barbell or dumbbell for a weighted exercise loaded so (plates and warm-ups); absent otherwise',
    ),
  group: z
    .string()
    .nullable()
    .describe('Superset/circuit letter (A, B, … in routine order); null for a workout done alone'),
});

const routineFields = {
  routineName: z.string(),
  routineDescription: z.string(),
  routineEquipments: z.array(z.string()),
  level: z.string(),
  estimatedTimeMinutes: z.string(),
  duration: z.string(),
  restDays: z.number().int().nullable(),
  createdDate: z.string(),
  routineCreationType: z.enum(['created', 'generated']),
  routineReason: z.string().optional(),
  creatorID: z.string(),
  participantCount: z.number().int(),
};

export const routineSummarySchema = z.object({
  ...routineFields,
  workoutCount: z.number().int(),
});
export type RoutineSummary = z.infer<typeof routineSummarySchema>;

export const routineViewSchema = z.object({
  ...routineFields,
  version: z.number().int().describe('Saved edits so far; an edit sends back the version it started from'),
  workouts: z.array(workoutViewSchema),
  creator: personViewSchema,
  participants: z
    .array(participantViewSchema)
    .describe(
      'By routine XP (high first), then join time: the top 5 (enough for the People board), plus the viewer if further down. The whole list is GET .../leaderboard.',
    ),
  viewer: z.object({
    isCreator: z.boolean(),
    isParticipant: z.boolean(),
    todayXP: z.number().int(),
    dailyCap: z.number().int(),
  }),
});
export type RoutineView = z.infer<typeof routineViewSchema>;

const leaderboardEntrySchema = participantViewSchema.extend({
  position: z.number().int().describe('1-based place on the leaderboard'),
});

export const leaderboardPageSchema = z.object({
  participants: z.array(leaderboardEntrySchema),
  total: z.number().int().describe('Everyone on the routine (its participantCount)'),
  nextOffset: z.number().int().nullable().describe('The offset of the next page; null on the last page'),
});
export type LeaderboardPage = z.infer<typeof leaderboardPageSchema>;

export const joinAnswerSchema = z.object({
  joined: z.literal(true),
  alreadyJoined: z.boolean(),
  participantCount: z.number().int(),
  participant: participantViewSchema,
});

export const leaveAnswerSchema = z.object({
  left: z.literal(true),
  wasParticipant: z.boolean(),
  participantCount: z.number().int(),
});

export const deleteAnswerSchema = z.object({ deleted: z.literal(true) });

export type PersonView = z.infer<typeof personViewSchema>;
export type ParticipantView = z.infer<typeof participantViewSchema>;
export type WorkoutView = z.infer<typeof workoutViewSchema>;
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export type JoinAnswer = z.infer<typeof joinAnswerSchema>;
export type LeaveAnswer = z.infer<typeof leaveAnswerSchema>;
export type DeleteAnswer = z.infer<typeof deleteAnswerSchema>;

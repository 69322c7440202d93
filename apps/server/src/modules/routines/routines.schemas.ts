import {
  CREATION_DURATIONS,
  generatedRoutineInputSchema,
  LEVELS,
  LIMITS,
  QUESTIONNAIRE_DURATIONS,
  routineEquipmentsSchema,
  routineInputSchema,
} from '@stryd/domain';
import { z } from 'zod';

/** Path ids: what better-auth issues, never blank. */
export const userIdParam = z.string().trim().min(1).max(LIMITS.userIdMax);
/** Routine names arrive percent-decoded; longer than any valid name simply finds nothing. */
export const routineNameParam = z.string().min(1).max(200);

export const userParamsSchema = z.object({ userID: userIdParam });
export const routineParamsSchema = z.object({ userID: userIdParam, routineName: routineNameParam });
export const creatorRoutineParamsSchema = z.object({ creatorId: userIdParam, routineName: routineNameParam });

/** A hand-made routine (SPEC §5 messages come from the domain schema). */
export const createdRoutineBodySchema = routineInputSchema.extend({
  routineCreationType: z.literal('created').optional(),
});

/**
 * A generated routine being saved (SPEC §4 "Proceed"). Level, duration and equipment are optional: when missing the
 * server takes them from the user's saved questionnaire answers.
 */
export const generatedRoutineBodySchema = generatedRoutineInputSchema.extend({
  routineCreationType: z.literal('generated'),
  level: z.enum(LEVELS).optional(),
  duration: z.enum([...CREATION_DURATIONS, ...QUESTIONNAIRE_DURATIONS]).optional(),
  routineDescription: routineInputSchema.shape.routineDescription,
  // No default here: absent means "take it from the questionnaire", [] means bodyweight.
  routineEquipments: routineEquipmentsSchema.optional(),
  restDays: routineInputSchema.shape.restDays,
});

/** POST /api/stryds/{userID}: routineCreationType picks the shape ('created' when absent). */
export const createRoutineBodySchema = z.discriminatedUnion('routineCreationType', [
  createdRoutineBodySchema,
  generatedRoutineBodySchema,
]);
export type CreateRoutineBody = z.infer<typeof createRoutineBodySchema>;

/** SPEC fields a client may send on join/leave/XP calls. They are accepted and ignored (DESIGN §4.1, §4.3). */
export const ignoredIdentityBodySchema = z
  .looseObject({
    userID: z.unknown().optional(),
    username: z.unknown().optional(),
    profileImageLink: z.unknown().optional(),
    userRoutineXP: z.unknown().optional(),
  })
  .optional()
  .describe('Accepted for compatibility with SPEC §7 and ignored: identity comes from the session.');

export const personSchema = z.object({
  userID: z.string(),
  username: z.string(),
  profileImageLink: z.string(),
});

export const participantViewSchema = z.object({
  id: z.string(),
  userID: z.string(),
  username: z.string(),
  profileImageLink: z.string(),
  userRoutineXP: z.number().int(),
});

export const workoutViewSchema = z.object({
  workoutType: z.string(),
  workoutSets: z.number().int(),
  workoutReps: z.string(),
  deleteable: z.boolean(),
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
  workouts: z.array(workoutViewSchema),
  creator: personSchema,
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

export const routineListSchema = z.array(routineSummarySchema);

export const LEADERBOARD_PAGE_DEFAULT = 50;
export const LEADERBOARD_PAGE_MAX = 100;

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${LEADERBOARD_PAGE_MAX}`;
const OFFSET_MESSAGE = 'offset must be a whole number, 0 or more';

/** ?offset and ?limit of the leaderboard; anything else is a 400 saying what is allowed. */
export const leaderboardQuerystringSchema = z.object({
  offset: z.coerce
    .number({ error: OFFSET_MESSAGE })
    .int({ error: OFFSET_MESSAGE })
    .min(0, { error: OFFSET_MESSAGE })
    .default(0),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int({ error: LIMIT_MESSAGE })
    .min(1, { error: LIMIT_MESSAGE })
    .max(LEADERBOARD_PAGE_MAX, { error: LIMIT_MESSAGE })
    .default(LEADERBOARD_PAGE_DEFAULT),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerystringSchema>;

export const leaderboardEntrySchema = participantViewSchema.extend({
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

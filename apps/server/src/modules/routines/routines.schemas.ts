import {
  CREATION_DURATIONS,
  generatedRoutineInputSchema,
  LEVELS,
  QUESTIONNAIRE_DURATIONS,
  routineEquipmentsSchema,
  routineInputSchema,
  routineSummarySchema,
} from '@stryd/domain';
import { z } from 'zod';
import { routineNameParam, userIdParam } from '../shared/params';

// Request schemas. The answers (routine view, summary, leaderboard, join, leave, delete) are shared
// with the web app and live in @stryd/domain.

export const routineParamsSchema = z.object({ userID: userIdParam, routineName: routineNameParam });

/** A hand-made routine (docs/product.md#create-routine-validation messages come from the domain schema). */
export const createdRoutineBodySchema = routineInputSchema.extend({
  routineCreationType: z.literal('created').optional(),
});

/**
 * A generated routine being saved (Proceed, docs/product.md#generating-a-routine). Level, duration and
 * equipment are optional: when missing the server takes them from the user's saved questionnaire answers.
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

/**
 * Fields the original API sent on join/leave/XP calls. They are accepted and ignored
 * (docs/engineering.md#server-is-the-authority, docs/engineering.md#xp-bookkeeping).
 */
export const ignoredIdentityBodySchema = z
  .looseObject({
    userID: z.unknown().optional(),
    username: z.unknown().optional(),
    profileImageLink: z.unknown().optional(),
    userRoutineXP: z.unknown().optional(),
  })
  .optional()
  .describe('Accepted for compatibility with the original API and ignored: identity comes from the session.');

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

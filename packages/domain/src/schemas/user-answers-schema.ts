import { z } from 'zod';
import { personViewSchema, routineSummarySchema } from './routine-answers-schema';

/** The answers about users (docs/api.md), shared by the server and the web app. */

/** A saved meal plan, as the save call and a user's profile answer it. */
export const mealPlanViewSchema = z.object({
  id: z.string(),
  planName: z.string(),
  reason: z.string(),
  days: z.array(z.object({ Breakfast: z.string(), Lunch: z.string(), Dinner: z.string() })),
  createdDate: z.string(),
});
export type MealPlanView = z.infer<typeof mealPlanViewSchema>;

const joinedRoutineViewSchema = z.object({
  routineName: z.string(),
  estimatedTimeMinutes: z.string(),
  routineCreator: z.string(),
  routineCreatorUserID: z.string(),
});

/** A user (docs/product.md#user-fields), as one object (the original API wrapped it in a one-item array). */
export const userViewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  userID: z.string(),
  username: z.string(),
  email: z.string().optional().describe('Only when viewing yourself'),
  profileImageLink: z.string(),
  totalXP: z.number().int(),
  rank: z.string(),
  userPlan: z.string(),
  interests: z.object({ workoutInterests: z.array(z.string()) }),
  socials: z.object({
    followers: z.array(personViewSchema),
    followings: z.array(personViewSchema),
    followersCount: z.number().int(),
    followingsCount: z.number().int(),
  }),
  stryds: z.object({
    routines: z.array(routineSummarySchema).describe('Generated routines'),
    joinedRoutines: z.array(joinedRoutineViewSchema),
  }),
  createdStryds: z.object({ routines: z.array(routineSummarySchema).describe('Hand-created routines') }),
  meals: z.array(mealPlanViewSchema).describe('Newest first'),
  viewer: z
    .object({
      isSelf: z.boolean(),
      isFollowing: z.boolean(),
      hasBlocked: z.boolean().describe('The viewer blocked this user'),
    })
    .describe('How the signed-in viewer relates to this user (all false when signed out)'),
});
export type UserView = z.infer<typeof userViewSchema>;
export type JoinedRoutineView = z.infer<typeof joinedRoutineViewSchema>;

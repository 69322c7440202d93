import { z } from 'zod';
import { imageLinkSchema, userIdSchema } from './common';
import { LIMITS } from './limits';

/** SPEC §3 recommended routine: who made it plus the routine's name and time. */
export const recommendedRoutineSchema = z.object({
  userID: userIdSchema,
  username: z.string().max(LIMITS.displayNameMax),
  routine: z.object({
    routineName: z.string().min(1).max(LIMITS.routineNameMax),
    estimatedTimeMinutes: z.string().max(10),
  }),
});
export type RecommendedRoutine = z.infer<typeof recommendedRoutineSchema>;

/** SPEC §3 recommended person. */
export const recommendedPersonSchema = z.object({
  userID: userIdSchema,
  username: z.string().max(LIMITS.displayNameMax),
  profileImageLink: imageLinkSchema,
});
export type RecommendedPerson = z.infer<typeof recommendedPersonSchema>;

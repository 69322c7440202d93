import { z } from 'zod';
import { imageLinkSchema, userIdSchema } from './common';
import { LIMITS } from './limits';

/** SPEC §3 participant of a routine, with the XP earned on it. */
export const participantSchema = z.object({
  id: z.string().optional(),
  userID: userIdSchema,
  username: z.string().max(LIMITS.displayNameMax),
  profileImageLink: imageLinkSchema,
  userRoutineXP: z.int().min(0),
});
export type Participant = z.infer<typeof participantSchema>;

/** SPEC §3 joined routine, as listed on a profile. */
export const joinedRoutineSchema = z.object({
  routineName: z.string().min(1).max(LIMITS.routineNameMax),
  estimatedTimeMinutes: z.string().max(10),
  routineCreator: z.string().max(LIMITS.displayNameMax),
  routineCreatorUserID: userIdSchema,
});
export type JoinedRoutine = z.infer<typeof joinedRoutineSchema>;

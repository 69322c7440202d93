import { LIMITS } from '@stryd/domain';
import { z } from 'zod';

// Path parameters several modules share (routines, follows, users, meals, workout log, XP): one
// definition, so every path reading a user id or routine name validates it the same way.

/** Path ids: what better-auth issues, never blank. */
export const userIdParam = z.string().trim().min(1).max(LIMITS.userIdMax);
/** Routine names arrive percent-decoded; longer than any valid name simply finds nothing. */
export const routineNameParam = z.string().min(1).max(200);

export const userParamsSchema = z.object({ userID: userIdParam });
export const creatorRoutineParamsSchema = z.object({ creatorId: userIdParam, routineName: routineNameParam });

import { setIdSchema } from '@stryd/domain';
import { z } from 'zod';
import { creatorRoutineParamsSchema, userIdParam } from '../shared/params';

export const setParamsSchema = creatorRoutineParamsSchema.extend({ setId: setIdSchema });
export const sessionParamsSchema = z.object({ sessionId: z.string().min(1).max(64) });
export const userHistoryParamsSchema = z.object({ userID: userIdParam });
export const exerciseProgressParamsSchema = z.object({ exerciseKey: z.string().min(1).max(200) });

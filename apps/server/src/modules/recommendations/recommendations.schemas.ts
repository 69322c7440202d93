import { z } from 'zod';

export const recommendationParamsSchema = z.object({ userID: z.string().min(1).max(200) });

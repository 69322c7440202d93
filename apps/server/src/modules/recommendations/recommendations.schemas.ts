import { personRecommendationSchema, routineRecommendationSchema } from '@stryd/domain';
import { z } from 'zod';

export const recommendationParamsSchema = z.object({ userID: z.string().min(1).max(200) });

export const routineRecommendationsSchema = z.object({ items: z.array(routineRecommendationSchema).max(4) });
export const personRecommendationsSchema = z.object({ items: z.array(personRecommendationSchema).max(4) });

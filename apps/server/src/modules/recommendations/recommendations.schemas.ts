import { z } from 'zod';
import { personResultSchema, routineResultSchema } from '../search/search.schemas';

export const recommendationParamsSchema = z.object({ userID: z.string().min(1).max(200) });

const reason = z.string().describe("Why it is suggested, e.g. 'Matches your interest: Yoga'");

/** SPEC §3 recommended routine (+ level, participant count) with a short reason. */
export const routineRecommendationSchema = routineResultSchema.extend({ reason });
/** SPEC §3 recommended person with a short reason. */
export const personRecommendationSchema = personResultSchema.extend({ reason });

export const routineRecommendationsSchema = z.object({ items: z.array(routineRecommendationSchema).max(4) });
export const personRecommendationsSchema = z.object({ items: z.array(personRecommendationSchema).max(4) });

export type RoutineRecommendation = z.infer<typeof routineRecommendationSchema>;
export type PersonRecommendation = z.infer<typeof personRecommendationSchema>;

import { z } from 'zod';
import { RECOMMENDATION_LIMIT } from '../constants/limits';

/** The answers of search and recommendations (docs/api.md), shared by the server and the web app. */

/** A recommended routine (docs/product.md#user-fields), plus its level and how many people take part. */
const routineResultSchema = z.object({
  userID: z.string(),
  username: z.string(),
  routine: z.object({ routineName: z.string(), estimatedTimeMinutes: z.string() }),
  level: z.string(),
  participants: z.number().int(),
});

/** A recommended person (docs/product.md#user-fields). */
const personResultSchema = z.object({
  userID: z.string(),
  username: z.string(),
  profileImageLink: z.string().nullable(),
});

/** One page of results; hasMore says whether the next page has any. */
const searchPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.int(), limit: z.int(), hasMore: z.boolean() });

export const routineSearchPageSchema = searchPage(routineResultSchema);
export const personSearchPageSchema = searchPage(personResultSchema);

export type RoutineResult = z.infer<typeof routineResultSchema>;
export type PersonResult = z.infer<typeof personResultSchema>;
export type RoutineSearchPage = z.infer<typeof routineSearchPageSchema>;
export type PersonSearchPage = z.infer<typeof personSearchPageSchema>;

const reason = z.string().describe("Why it is suggested, e.g. 'Matches your interest: Yoga'");

/** A recommended routine (+ level, participant count) with a short reason. */
const routineRecommendationSchema = routineResultSchema.extend({ reason });
/** A recommended person with a short reason. */
const personRecommendationSchema = personResultSchema.extend({ reason });

export type RoutineRecommendation = z.infer<typeof routineRecommendationSchema>;
export type PersonRecommendation = z.infer<typeof personRecommendationSchema>;

/** GET /api/recommendations/routines/{userID} and /people/{userID}. */
export const routineRecommendationsSchema = z.object({
  items: z.array(routineRecommendationSchema).max(RECOMMENDATION_LIMIT),
});
export const personRecommendationsSchema = z.object({
  items: z.array(personRecommendationSchema).max(RECOMMENDATION_LIMIT),
});
export type RoutineRecommendations = z.infer<typeof routineRecommendationsSchema>;
export type PersonRecommendations = z.infer<typeof personRecommendationsSchema>;

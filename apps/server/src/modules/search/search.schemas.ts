import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;
/** Deep pages cost more and nobody reads them; beyond this a search should be refined instead. */
export const MAX_PAGE = 500;

export const searchParamsSchema = z.object({ query: z.string() });

/** ?page and ?limit; a limit above MAX_PAGE_SIZE is cut to it (the answer says which limit applied). */
export const searchQuerystringSchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).optional(),
  limit: z.coerce.number().int().min(1).optional(),
});

/** SPEC §3 recommended routine, plus its level and how many people take part. */
export const routineResultSchema = z.object({
  userID: z.string(),
  username: z.string(),
  routine: z.object({ routineName: z.string(), estimatedTimeMinutes: z.string() }),
  level: z.string(),
  participants: z.number().int(),
});

/** SPEC §3 recommended person. */
export const personResultSchema = z.object({
  userID: z.string(),
  username: z.string(),
  profileImageLink: z.string().nullable(),
});

export const routineSearchPageSchema = z.object({
  items: z.array(routineResultSchema),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});

export const personSearchPageSchema = z.object({
  items: z.array(personResultSchema),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});

export type RoutineResult = z.infer<typeof routineResultSchema>;
export type PersonResult = z.infer<typeof personResultSchema>;

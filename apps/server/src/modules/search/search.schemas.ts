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

import { z } from 'zod';

export const importParamsSchema = z.object({ id: z.string().min(1).max(64) });

/**
 * The JSON body may be larger than the CSV it carries (quotes and line breaks are escaped): the route
 * takes up to this many bytes, and the CSV itself is held to IMPORT_MAX_CHARS by the schema.
 */
export const IMPORT_BODY_LIMIT_BYTES = 12 * 1024 * 1024;

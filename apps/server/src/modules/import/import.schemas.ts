import { z } from 'zod';

export const importParamsSchema = z.object({ id: z.string().min(1).max(64) });

/**
 * The JSON body may be larger than the file it carries (quotes and line breaks are escaped): the route
 * takes up to this many bytes, and the file itself is held to IMPORT_MAX_CHARS (CSV) or
 * IMPORT_MAX_JSON_CHARS (a Stryd export, whose quotes add about a tenth) by the schema.
 */
export const IMPORT_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

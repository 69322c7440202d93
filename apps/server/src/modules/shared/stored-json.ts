import type { z } from 'zod';

/**
 * JSON kept in a text column, re-checked against today's schema: text that is not JSON, or no longer fits
 * (the schema grew stricter since it was saved), counts as nothing kept.
 */
export function parseStoredJson<S extends z.ZodType>(
  schema: S,
  json: string | null | undefined,
): z.infer<S> | null {
  if (!json) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

import { z } from 'zod';

/** Every error leaves as { code, message } (http/error-handler.ts); validation errors add issues. */
export const errorBodySchema = z
  .object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .describe('Error');

type Status = 400 | 401 | 402 | 403 | 404 | 409 | 429;

/** The error answers a route documents, e.g. errors(400, 401, 404). */
export function errors<S extends Status>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorBodySchema])) as Record<S, typeof errorBodySchema>;
}

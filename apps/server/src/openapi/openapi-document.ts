import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** Where the committed copy of the API contract lives (docs/engineering.md#generated-files-are-committed). */
export const OPENAPI_FILE = fileURLToPath(new URL('../../../../docs/openapi.json', import.meta.url));

/** The document as committed: stable key order from Fastify, two-space JSON, trailing newline. */
export function renderOpenApi(app: FastifyInstance): string {
  return `${JSON.stringify(app.swagger(), null, 2)}\n`;
}

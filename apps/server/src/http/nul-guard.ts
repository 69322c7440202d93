import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

export const NUL_MESSAGE = 'The address contains a character that is not allowed (NUL).';

/** True when a decoded path parameter or query value holds a NUL byte. */
function holdsNul(values: unknown): boolean {
  if (typeof values !== 'object' || values === null) return false;
  return Object.values(values).some((value) => [value].flat().some((v) => String(v).includes('\0')));
}

/**
 * A NUL byte (`%00`) in a path parameter or query value names nothing, and PostgreSQL refuses it in text
 * (a 500 where it reached a query). One hook for every route, present and future, refuses it with a 400
 * before anything reads or writes (issue 30). Bodies are JSON, validated by their schemas. A page's
 * address is the app's: one naming nothing answers 404 with the app (page-things.ts), not this 400.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (holdsNul(request.params) || holdsNul(request.query)) throw badRequest(NUL_MESSAGE, 'BAD_PATH');
  });
}

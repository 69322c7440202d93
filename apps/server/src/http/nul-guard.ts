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
  // A callback hook, not an async one: no promise per request (decision 051).
  app.addHook('onRequest', (request, _reply, done) => {
    // A decoded NUL can only come from a '%00' in the address (Node refuses a raw one), so an address
    // without it skips looking through every value.
    if (!request.url.includes('%00') || !request.url.startsWith('/api/')) return done();
    if (holdsNul(request.params) || holdsNul(request.query)) return done(badRequest(NUL_MESSAGE, 'BAD_PATH'));
    done();
  });
}

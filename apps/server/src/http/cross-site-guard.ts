import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './errors';

export const CROSS_SITE_MESSAGE = 'This request did not come from a Stryd page.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Payment providers' servers post their events here; their signatures are checked instead. */
const WEBHOOK_PREFIX = '/api/payments/webhooks/';

/**
 * Whether a state-changing request was sent by another site, as the browser itself says. Sec-Fetch-Site
 * is the browser's own verdict and wins when present ('same-site' is a sibling subdomain, which
 * SameSite=Lax cookies do not stop); our pages send `Origin: null` for form posts under the
 * no-referrer policy, so Origin is only consulted when a browser sends no Sec-Fetch-Site. Requests
 * that carry neither come from outside a browser (the native app's bearer calls, scripts) and are
 * judged by their credentials alone.
 */
export function isCrossSite(
  request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>,
  origins: Set<string>,
): boolean {
  if (SAFE_METHODS.has(request.method) || request.url.startsWith(WEBHOOK_PREFIX)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  return origin !== undefined && !origins.has(origin);
}

/**
 * docs/engineering.md#sign-in-boundary: refuse cross-site writes (our routes and /api/auth alike) before
 * anything else runs.
 */
export function registerCrossSiteGuard(app: FastifyInstance, allowedUrls: (string | null)[]): void {
  const origins = new Set(
    allowedUrls.filter((url): url is string => url !== null).map((url) => new URL(url).origin),
  );
  // A callback hook, not an async one: no promise per request (decision 051).
  app.addHook('onRequest', (request, _reply, done) => {
    done(isCrossSite(request, origins) ? forbidden(CROSS_SITE_MESSAGE, 'CROSS_SITE') : undefined);
  });
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Strict CSP: no inline or third-party scripts. Inline styles stay allowed for the toast library. */
function helmetOptions(secure: boolean): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The offline app's service worker (/sw.js), our own file only.
        workerSrc: ["'self'"],
        mediaSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: secure ? { maxAge: 15552000, includeSubDomains: true } : false,
  };
}

/**
 * The headers helmet would set, worked out once. Only a page's policy has a per-request part (its nonce,
 * contentSecurityPolicy), and running helmet on every request re-parsed the CSP each time: it cut a bare
 * route's throughput by more than half (decision 009).
 */
export function securityHeaders(secure: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(helmetOptions(secure))(
    {} as IncomingMessage,
    collector as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}

/** Sends the security headers on every answer: API, static files, the SPA and 404s. */
export function registerSecurityHeaders(app: FastifyInstance, secure: boolean): void {
  const headers = securityHeaders(secure);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

const SCRIPT_SOURCES = "script-src 'self'";

/**
 * A drawn page's policy: our own scripts, and the inline ones the page carries with this nonce (the
 * framework's hydration data and module loader, decision 030). Nothing else inline runs.
 */
export function pagePolicy(secure: boolean): (nonce: string) => string {
  const policy = securityHeaders(secure)['content-security-policy'] ?? '';
  if (!policy.includes(SCRIPT_SOURCES)) throw new Error('The CSP names no script sources to add a nonce to');
  return (nonce) => policy.replace(SCRIPT_SOURCES, `${SCRIPT_SOURCES} 'nonce-${nonce}'`);
}

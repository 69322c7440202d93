import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { Auth } from './auth';
import { enforceLoginLimit } from './login-limit.service';
import type { SessionReader } from './session';

const SIGN_IN_PATHS = new Set(['/api/auth/sign-in/email', '/api/auth/sign-in/username']);

function accountKey(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { email, username } = body as { email?: unknown; username?: unknown };
  const id = typeof email === 'string' ? email : typeof username === 'string' ? username : null;
  return id ? id.trim().toLowerCase() : null;
}

function toWebRequest(request: FastifyRequest, baseUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'x-stryd-client-ip') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // better-auth reads the client address from this header only; Fastify decided it (TRUST_PROXY).
  headers.set('x-stryd-client-ip', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, baseUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  reply.send(response.body ? await response.text() : null);
}

/**
 * Mounts better-auth under /api/auth, with sign-in attempts limited per IP and per account. Any POST
 * (sign-out, session revocation, password or user changes) clears the session reader's cache, so such
 * changes take effect on the next request instead of after SESSION_CACHE_TTL_MS.
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  auth: Auth,
  config: AppConfig,
  handle: DatabaseHandle,
  session: Pick<SessionReader, 'clear'>,
): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    preHandler: async (request) => {
      const path = request.url.split('?', 1)[0] ?? '';
      if (request.method !== 'POST' || !SIGN_IN_PATHS.has(path)) return;
      await enforceLoginLimit(handle.db, config.loginLimits, request.ip, accountKey(request.body));
    },
    handler: async (request, reply) => {
      try {
        const response = await auth.handler(toWebRequest(request, config.baseUrl));
        await sendWebResponse(reply, response);
      } finally {
        if (request.method !== 'GET') session.clear();
      }
    },
  });
}

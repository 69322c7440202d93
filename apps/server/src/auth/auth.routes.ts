import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import { badRequest, notFound } from '../http/errors';
import { type AuthEndpoint, authEndpoints } from './auth-endpoints';
import { CLIENT_IP_HEADER } from './client-ip-header';
import { enforceLoginLimit } from './login-limit.service';

function accountKey(body: Record<string, unknown> | undefined): string | null {
  const id = body?.email ?? body?.username;
  return typeof id === 'string' ? id.trim().toLowerCase() : null;
}

/** The body as the endpoint allows it, or a 400 that names the first problem in the domain's words. */
function checkedBody(endpoint: AuthEndpoint, body: unknown): Record<string, unknown> | undefined {
  if (!endpoint.body) return undefined;
  const parsed = endpoint.body.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues: z.core.$ZodIssue[] = parsed.error.issues;
  const redirect = issues.find((issue) => issue.code === 'custom' && issue.params?.badRedirect);
  if (redirect) throw badRequest(redirect.message, 'BAD_REDIRECT');
  throw badRequest(issues[0]?.message ?? 'The request is invalid.', 'VALIDATION_ERROR');
}

function toWebRequest(
  request: FastifyRequest,
  body: Record<string, unknown> | undefined,
  baseUrl: string,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER || name === 'content-length') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method === 'POST';
  if (hasBody) headers.set('content-type', 'application/json');
  // request.url is the canonical path (app.ts rewrites it before routing): the one that was checked.
  return new Request(new URL(request.url, baseUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(body ?? {}) : undefined,
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
 * Mounts better-auth under /api/auth behind our boundary (docs/engineering.md#sign-in-boundary,
 * decision 011): only the endpoints in auth-endpoints.ts are reachable, their bodies are checked and rebuilt
 * from what the check let through, redirect targets resolve to this origin, sign-in attempts are limited per
 * IP and per account over a rolling window, and a sign-out makes every process forget cached sessions.
 */
export function registerAuthRoutes(app: FastifyInstance, context: AppContext): void {
  const { auth, clock, config, database, session } = context;
  const endpoints = new Map(authEndpoints(config).map((e) => [`${e.method} ${e.path}`, e]));
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '';
      const endpoint = endpoints.get(`${request.method} ${path}`);
      if (!endpoint) throw notFound();
      const body = checkedBody(endpoint, request.body);
      if (endpoint.signIn)
        await enforceLoginLimit(database.db, config.loginLimits, request.ip, accountKey(body), clock.now());
      try {
        const response = await auth.handler(toWebRequest(request, body, config.baseUrl));
        await sendWebResponse(reply, response);
      } finally {
        if (endpoint.endsSession) await session.forgetAll();
      }
    },
  });
}

import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Auth } from './auth';
import { CLIENT_IP_HEADER } from './client-ip-header';

/**
 * A better-auth endpoint without a path: callable only as auth.api.startAppSession on the server, never
 * over HTTP. It opens a new session for a user our own code has already authenticated (the native
 * sign-in hand-over, modules/native-sign-in) and sets better-auth's own session cookie, so that session
 * is indistinguishable from one made by signing in.
 */
export function appSession() {
  return {
    id: 'app-session',
    endpoints: {
      startAppSession: createAuthEndpoint(
        { method: 'POST', body: z.object({ userId: z.string().min(1) }) },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new APIError('BAD_REQUEST', { message: 'No such user.' });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ signedIn: true });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}

/**
 * Opens a session for `userId` on behalf of `request` (its client address and user agent are recorded
 * with the session, as for any sign-in) and answers the Set-Cookie values to send back.
 */
export async function startAppSession(
  auth: Auth,
  request: FastifyRequest,
  userId: string,
): Promise<string[]> {
  const headers = new Headers({ [CLIENT_IP_HEADER]: request.ip });
  const agent = request.headers['user-agent'];
  if (agent) headers.set('user-agent', agent);
  const answer = await auth.api.startAppSession({ body: { userId }, headers, returnHeaders: true });
  return answer.headers.getSetCookie();
}

import {
  deleteAccountAnswerSchema,
  deleteAccountBodySchema,
  displayPrefsBodySchema,
  displayPrefsSchema,
  meAnswerSchema,
  profileUpdateBodySchema,
} from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentProviders } from '../../adapters/payments/select';
import type { AppContext } from '../../app-context';
import { PLAIN_VALIDATION_MESSAGES } from '../../http/error-handler';
import { errors } from '../shared/error-responses';
import { deleteAccount } from './account-deletion.service';
import { saveDisplayPrefs } from './display-prefs.service';
import { saveProfile } from './profile.service';

/** better-auth's session cookie, emptied and expired (same name and attributes as it sets). */
async function expiredSessionCookie({ auth, config }: AppContext): Promise<string> {
  const { name } = (await auth.$context).authCookies.sessionToken;
  const secure = config.secureCookies ? '; Secure' : '';
  return `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * The signed-in user's own account (docs/api.md "Your account"): profile fields, display preferences and
 * deletion.
 */
export function accountRoutes(context: AppContext, providers: PaymentProviders): FastifyPluginAsyncZod {
  const { clock, database, session, routineCache } = context;
  const db = database.db;
  return async (app) => {
    app.patch(
      '/api/me/profile',
      {
        schema: {
          tags: ['users'],
          summary: 'Change your shown name (your username) and avatar link, held to sign-up rules',
          body: profileUpdateBodySchema,
          response: { 200: meAnswerSchema, ...errors(400, 401, 409) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const user = await saveProfile(db, viewer.id, request.body, clock.now());
        // Cached sessions carry the name: every process reads it afresh.
        await session.forgetAll();
        return reply.header('cache-control', 'no-store').send({ user });
      },
    );

    app.put(
      '/api/me/display-preferences',
      {
        config: PLAIN_VALIDATION_MESSAGES,
        schema: {
          tags: ['users'],
          summary:
            'Your weight unit (kg or lb) and theme (light or dark), kept on the account; the one not named stays',
          body: displayPrefsBodySchema,
          response: { 200: displayPrefsSchema, ...errors(400, 401) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const saved = await saveDisplayPrefs(db, viewer.id, request.body);
        return reply.header('cache-control', 'no-store').send(saved);
      },
    );

    app.delete(
      '/api/me',
      {
        schema: {
          tags: ['users'],
          summary: 'Delete your account and everything it owns, after typing your username',
          body: deleteAccountBodySchema,
          response: { 200: deleteAccountAnswerSchema, ...errors(400, 401, 409) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        await deleteAccount(
          { db, providers, session, routineCache },
          viewer,
          request.body.confirm,
          clock.now(),
        );
        // The browser's session cookie names a session that no longer exists: drop it.
        return reply
          .header('cache-control', 'no-store')
          .header('set-cookie', await expiredSessionCookie(context))
          .send({ deleted: true });
      },
    );
  };
}

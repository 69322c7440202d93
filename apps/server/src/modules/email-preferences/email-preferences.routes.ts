import {
  emailPreferencesBodySchema,
  emailPreferencesSchema,
  unsubscribeAnswerSchema,
  unsubscribeQuerySchema,
} from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errors } from '../shared/error-responses';
import {
  describeUnsubscribe,
  getEmailPreferences,
  saveEmailPreferences,
  unsubscribe,
} from './email-preferences.service';
import { createUnsubscribeSigner } from './unsubscribe-token';

/** Whether a browser is opening the link itself (a mail client without one-click opens it in a tab). */
const wantsPage = (accept: string | undefined) =>
  Boolean(accept?.includes('text/html')) && !accept?.includes('application/json');

/**
 * The signed-in user's e-mail switches, and the one-click unsubscribe links in every switchable mail
 * (docs/api.md "E-mail preferences"). The unsubscribe endpoints need no session: the signed token is
 * the permission, and it can only switch off one kind of mail for the account it names.
 */
export function emailPreferencesRoutes({
  clock,
  config,
  database,
  session,
}: AppContext): FastifyPluginAsyncZod {
  const db = database.db;
  const signer = createUnsubscribeSigner(config.authSecret);
  const pageUrl = (token: string) =>
    `${config.siteUrl ?? config.baseUrl}/unsubscribe?token=${encodeURIComponent(token)}`;

  return async (app) => {
    app.get(
      '/api/me/email-preferences',
      {
        schema: {
          tags: ['e-mail'],
          summary: 'Your e-mail switches: one per kind of mail, true = sent (all on by default)',
          response: { 200: emailPreferencesSchema, ...errors(401) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        return reply.header('cache-control', 'no-store').send(await getEmailPreferences(db, viewer.id));
      },
    );

    app.put(
      '/api/me/email-preferences',
      {
        schema: {
          tags: ['e-mail'],
          summary: 'Switch kinds of mail on or off (the kinds named; the others stay)',
          body: emailPreferencesBodySchema,
          response: { 200: emailPreferencesSchema, ...errors(400, 401) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        return saveEmailPreferences(db, viewer.id, request.body, clock.now());
      },
    );

    // RFC 8058 posts `List-Unsubscribe=One-Click` as a form; only the token in the URL matters.
    app.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, {}),
    );

    app.get(
      '/api/unsubscribe',
      {
        schema: {
          tags: ['e-mail'],
          summary:
            'What an unsubscribe link is about (changes nothing); a browser opening it is sent on to the confirmation page',
          querystring: unsubscribeQuerySchema,
          response: {
            200: unsubscribeAnswerSchema,
            303: z.null().describe('A browser: the confirmation page /unsubscribe?token=…'),
            ...errors(400),
          },
        },
      },
      async (request, reply) => {
        const { token } = request.query;
        if (wantsPage(request.headers.accept)) return reply.redirect(pageUrl(token), 303);
        const answer = await describeUnsubscribe(db, signer, token);
        return reply.header('cache-control', 'no-store').send(answer);
      },
    );

    app.post(
      '/api/unsubscribe',
      {
        schema: {
          tags: ['e-mail'],
          summary: 'One-click unsubscribe (RFC 8058): switch off the kind of mail the signed token names',
          querystring: unsubscribeQuerySchema,
          response: { 200: unsubscribeAnswerSchema, ...errors(400) },
        },
      },
      async (request, reply) => {
        const answer = await unsubscribe(db, signer, request.query.token, clock.now());
        return reply.header('cache-control', 'no-store').send(answer);
      },
    );
  };
}

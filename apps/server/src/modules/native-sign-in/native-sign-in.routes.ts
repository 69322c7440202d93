import {
  nativeSignInGrantAnswerSchema,
  nativeSignInGrantBodySchema,
  nativeSignInRedeemAnswerSchema,
  nativeSignInRedeemBodySchema,
} from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { startAppSession } from '../../auth/app-session';
import { errors } from '../shared/error-responses';
import { grantNativeSignIn, redeemNativeSignIn } from './native-sign-in.service';

/**
 * The Android app's sign-in hand-over (docs/native-sign-in.md), PKCE-style: the signed-in browser is
 * granted a code bound to the app's challenge, and only the app, which holds the verifier, can redeem it.
 */
export function nativeSignInRoutes({ auth, clock, database, session }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/native-sign-in/grant',
      {
        schema: {
          tags: ['auth'],
          summary: 'Grant a one-time code for the app that sent this challenge (signed-in browser)',
          body: nativeSignInGrantBodySchema,
          response: { 200: nativeSignInGrantAnswerSchema, ...errors(400, 401) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const granted = await grantNativeSignIn(database.db, viewer, request.body.challenge, clock.now());
        return reply.header('cache-control', 'no-store').send(granted);
      },
    );
    app.post(
      '/api/native-sign-in/redeem',
      {
        schema: {
          tags: ['auth'],
          summary: "Trade the code and the app's verifier for a session cookie (in the app)",
          body: nativeSignInRedeemBodySchema,
          response: { 200: nativeSignInRedeemAnswerSchema, ...errors(400) },
        },
      },
      async (request, reply) => {
        const cookies = await redeemNativeSignIn(
          database.db,
          (userId) => startAppSession(auth, request, userId),
          request.body,
          clock.now(),
        );
        return reply
          .header('cache-control', 'no-store')
          .header('set-cookie', cookies)
          .send({ signedIn: true });
      },
    );
  };
}

import {
  pushEndpointBodySchema,
  pushKeyAnswerSchema,
  pushSubscribedAnswerSchema,
  pushSubscriptionBodySchema,
  restTimerAnswerSchema,
  restTimerBodySchema,
} from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errors } from '../shared/error-responses';
import { subscribe, unsubscribe } from './push-subscriptions.service';
import { endRest, startRest } from './rest-timer.service';

/** Web Push (docs/api.md "Push"): the VAPID key, this device's subscription, the rest timer's end. */
export function pushRoutes(
  { clock, config, database, session }: AppContext,
  vapidPublicKey: string,
): FastifyPluginAsyncZod {
  const db = database.db;
  const subscriptions = '/api/me/push-subscriptions';
  const restTimer = '/api/me/rest-timer';
  return async (app) => {
    app.get(
      '/api/push/key',
      {
        schema: {
          tags: ['push'],
          summary: "The server's VAPID public key, to subscribe a browser to pushes",
          response: { 200: pushKeyAnswerSchema },
        },
      },
      async (_request, reply) =>
        reply.header('cache-control', 'public, max-age=300').send({ publicKey: vapidPublicKey }),
    );

    app.post(
      subscriptions,
      {
        schema: {
          tags: ['push'],
          summary: "Keep this device's push subscription: your notifications are pushed to it",
          body: pushSubscriptionBodySchema,
          response: { 200: pushSubscribedAnswerSchema, ...errors(400, 401) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        return subscribe(db, config.push, viewer.id, request.body, clock.now());
      },
    );

    app.delete(
      subscriptions,
      {
        schema: {
          tags: ['push'],
          summary: "Forget this device's push subscription",
          body: pushEndpointBodySchema,
          response: { 200: pushSubscribedAnswerSchema, ...errors(400, 401) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        return unsubscribe(db, viewer.id, request.body.endpoint);
      },
    );

    app.put(
      restTimer,
      {
        schema: {
          tags: ['push'],
          summary: 'Start or move your rest: its end is pushed to your devices',
          body: restTimerBodySchema,
          response: { 200: restTimerAnswerSchema, ...errors(400, 401) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        return startRest(db, viewer.id, request.body, clock.now());
      },
    );

    app.delete(
      restTimer,
      {
        schema: {
          tags: ['push'],
          summary: 'End your rest: no push for it',
          response: { 200: z.object({ running: z.literal(false) }), ...errors(401) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        await endRest(db, viewer.id);
        return { running: false as const };
      },
    );
  };
}

import {
  markReadBodySchema,
  notificationSettingsBodySchema,
  notificationSettingsSchema,
  notificationsAnswerSchema,
  notificationsQuerySchema,
  unreadAnswerSchema,
} from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errors } from '../shared/error-responses';
import {
  changeNotificationSettings,
  inboxOf,
  notificationSettingsOf,
  readNotifications,
  unreadOf,
} from './notifications.service';

/** The in-app inbox (docs/api.md "Notifications"): the list, the unread count (also live), read, settings. */
export function notificationsRoutes({
  clock,
  database,
  session,
  inboxNotices,
}: AppContext): FastifyPluginAsyncZod {
  const db = database.db;
  return async (app) => {
    // Open streams end when the server stops, or it would wait for them forever.
    const streams = new Set<{ close(): void }>();
    app.addHook('preClose', async () => {
      for (const stream of streams) stream.close();
    });

    app.get(
      '/api/notifications',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Your notifications, newest first, and how many are unread',
          querystring: notificationsQuerySchema,
          response: { 200: notificationsAnswerSchema, ...errors(400, 401) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        return reply.header('cache-control', 'no-store').send(await inboxOf(db, viewer.id, request.query));
      },
    );

    app.get(
      '/api/notifications/unread',
      {
        schema: {
          tags: ['notifications'],
          summary: 'How many of your notifications are unread',
          response: { 200: unreadAnswerSchema, ...errors(401) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        return reply.header('cache-control', 'no-store').send({ unread: await unreadOf(db, viewer.id) });
      },
    );

    app.post(
      '/api/notifications/read',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Mark these of your notifications read, or all of them',
          body: markReadBodySchema,
          response: { 200: unreadAnswerSchema, ...errors(400, 401) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        return readNotifications(db, inboxNotices, viewer.id, request.body.ids ?? null, clock.now());
      },
    );

    app.get(
      '/api/notifications/stream',
      {
        // An event stream is written as it goes: never held back to be compressed.
        compress: false,
        sse: 'only',
        schema: {
          tags: ['notifications'],
          summary: "Server-Sent Events: 'unread' with your unread count, now and whenever it changes",
          response: { ...errors(401) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        // A change is told here at once and again by the database (PostgreSQL): a count is sent once.
        let sent: number | null = null;
        const sendCount = async () => {
          const unread = await unreadOf(db, viewer.id);
          if (!reply.sse.isConnected || unread === sent) return;
          sent = unread;
          await reply.sse.send({ event: 'unread', data: { unread } });
        };
        // One count at a time, in order: a later change never arrives before an earlier one.
        let queue = Promise.resolve();
        const recount = () => {
          queue = queue.then(sendCount).catch(() => undefined);
          return queue;
        };
        // '' after a lost database connection: anything may have changed.
        const stop = inboxNotices.subscribe((userId) => {
          if (userId === viewer.id || userId === '') void recount();
        });
        streams.add(reply.sse);
        reply.sse.onClose(() => {
          stop();
          streams.delete(reply.sse);
        });
        reply.sse.keepAlive();
        await recount();
      },
    );

    app.get(
      '/api/me/notification-settings',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Which kinds of notification you get in the app',
          response: { 200: notificationSettingsSchema, ...errors(401) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        return reply.header('cache-control', 'no-store').send(await notificationSettingsOf(db, viewer.id));
      },
    );

    app.put(
      '/api/me/notification-settings',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Turn kinds of notification on or off in the app',
          body: notificationSettingsBodySchema,
          response: { 200: notificationSettingsSchema, ...errors(400, 401) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        return changeNotificationSettings(db, viewer.id, request.body);
      },
    );
  };
}

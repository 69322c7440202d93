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

/** The in-app inbox (docs/api.md "Notifications"): the list, the unread count, read, settings. */
export function notificationsRoutes({
  clock,
  database,
  session,
  inboxNotices,
}: AppContext): FastifyPluginAsyncZod {
  const db = database.db;
  return async (app) => {
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

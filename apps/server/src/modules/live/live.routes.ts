import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { followeesOf } from '../follows/follows.service';
import { unreadOf } from '../notifications/notifications.service';
import { errors } from '../shared/error-responses';

/** How long a feed notice is kept for streams that open later, and how far before a read one counts. */
const RECENT_MS = 60_000;
const READ_MARGIN_MS = 1_000;

const FEED_SINCE_MESSAGE = 'feedSince must be a time in milliseconds since 1970, 0 or more';

const liveQuerySchema = z.object({
  feedSince: z.coerce
    .number({ error: FEED_SINCE_MESSAGE })
    .int({ error: FEED_SINCE_MESSAGE })
    .min(0, { error: FEED_SINCE_MESSAGE })
    .optional(),
});

/**
 * GET /api/live (docs/api.md "Live events", decision 035): one Server-Sent Events stream per open app —
 * `unread` with the person's unread count, at once and whenever it changes; `feed` when they or someone
 * they follow has a new card (a session finished, a routine created or joined, a rank reached: decision
 * 038), so an open feed reads itself again. `feedSince` (the server time its page read the feed, epoch
 * ms) also tells the new stream of cards that came between that read and now.
 */
export function liveRoutes({
  database,
  session,
  inboxNotices,
  feedNotices,
}: AppContext): FastifyPluginAsyncZod {
  const db = database.db;
  return async (app) => {
    // This process's feed notices of the last minute (every process hears every notice), for a stream that
    // opens after its page read the feed: on a slow phone the app starts seconds after that read. Stamped
    // by the wall clock, as the page's read is (the query cache's dataUpdatedAt), not by the app's clock.
    const recent: { userId: string; at: number }[] = [];
    const stopRemembering = feedNotices.subscribe((userId) => {
      const at = Date.now();
      recent.push({ userId, at });
      while (recent[0] && recent[0].at < at - RECENT_MS) recent.shift();
    });
    app.addHook('onClose', async () => stopRemembering());

    // Open streams end when the server stops, or it would wait for them forever.
    const streams = new Set<{ close(): void }>();
    app.addHook('preClose', async () => {
      for (const stream of streams) stream.close();
    });

    app.get(
      '/api/live',
      {
        // An event stream is written as it goes: never held back to be compressed.
        compress: false,
        sse: 'only',
        schema: {
          tags: ['notifications'],
          summary:
            "Server-Sent Events: 'unread' (your unread count, now and on change) and 'feed' (new feed cards)",
          querystring: liveQuerySchema,
          response: { ...errors(400, 401) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        // Whose cards this feed shows: read once per stream (a new follow counts from the next).
        const watched = new Set([viewer.id, ...(await followeesOf(db, viewer.id))]);

        // A count is sent only when it changed, one at a time, in order, so a later change never arrives
        // before an earlier one.
        let sent: number | null = null;
        let queue = Promise.resolve();
        const recount = () => {
          queue = queue
            .then(async () => {
              const unread = await unreadOf(db, viewer.id);
              if (!reply.sse.isConnected || unread === sent) return;
              sent = unread;
              await reply.sse.send({ event: 'unread', data: { unread } });
            })
            .catch(() => undefined);
          return queue;
        };
        const tellFeed = (from: string) => {
          if (reply.sse.isConnected)
            void reply.sse.send({ event: 'feed', data: { from } }).catch(() => undefined);
        };

        // '' after a lost database connection: anything may have changed.
        const stops = [
          inboxNotices.subscribe((userId) => {
            if (userId === viewer.id || userId === '') void recount();
          }),
          feedNotices.subscribe((userId) => {
            if (userId === '' || watched.has(userId)) tellFeed(userId);
          }),
        ];
        // Cards since the page's read: a notice heard up to a moment before it may not be in what it read.
        const since = request.query.feedSince;
        const missed =
          since === undefined
            ? undefined
            : recent.find((n) => n.at > since - READ_MARGIN_MS && (n.userId === '' || watched.has(n.userId)));
        streams.add(reply.sse);
        reply.sse.onClose(() => {
          for (const stop of stops) stop();
          streams.delete(reply.sse);
        });
        reply.sse.keepAlive();
        await recount();
        if (missed) tellFeed(missed.userId);
      },
    );
  };
}

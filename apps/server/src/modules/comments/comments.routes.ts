import { commentBodySchema, commentEditSchema, commentSchema, commentsAnswerSchema } from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { PLAIN_VALIDATION_MESSAGES } from '../../http/error-handler';
import { errors } from '../shared/error-responses';
import { sessionParamsSchema } from '../workout-log/workout-log.schemas';
import { commentsOf, editComment, postComment, removeComment } from './comments.service';

const commentParams = z.object({ commentId: z.string().min(1).max(64) });

/** Comments on a finished session (docs/api.md "Comments"): read, write, reply, edit, delete. */
export function commentsRoutes({
  clock,
  database,
  session,
  inboxNotices,
  config,
}: AppContext): FastifyPluginAsyncZod {
  const db = database.db;
  return async (app) => {
    app.get(
      '/api/history/sessions/:sessionId/comments',
      {
        schema: {
          tags: ['feed'],
          summary: 'The comments on a session you may see, as threads, oldest first',
          params: sessionParamsSchema,
          response: { 200: commentsAnswerSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const answer = await commentsOf(db, request.params.sessionId, viewer.id);
        return reply.header('cache-control', 'no-store').send(answer);
      },
    );

    app.post(
      '/api/history/sessions/:sessionId/comments',
      {
        // A refused comment's message is for the person who wrote it.
        config: PLAIN_VALIDATION_MESSAGES,
        schema: {
          tags: ['feed'],
          summary: 'Comment on a finished session you may see, or reply to a comment on it',
          params: sessionParamsSchema,
          body: commentBodySchema,
          response: { 201: commentSchema, ...errors(400, 401, 403, 404, 429) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const comment = await postComment(
          db,
          inboxNotices,
          request.params.sessionId,
          viewer.id,
          request.body,
          clock.now(),
          config.commentsPerHour,
        );
        return reply.code(201).send(comment);
      },
    );

    app.patch(
      '/api/comments/:commentId',
      {
        config: PLAIN_VALIDATION_MESSAGES,
        schema: {
          tags: ['feed'],
          summary: 'Edit the text of your own comment',
          params: commentParams,
          body: commentEditSchema,
          response: { 200: commentSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        return editComment(db, request.params.commentId, viewer.id, request.body.body, clock.now());
      },
    );

    app.delete(
      '/api/comments/:commentId',
      {
        schema: {
          tags: ['feed'],
          summary: 'Delete your own comment, or any on your own session (its replies go with it)',
          params: commentParams,
          response: { 200: z.object({ deleted: z.literal(true) }), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        return removeComment(db, request.params.commentId, viewer.id);
      },
    );
  };
}

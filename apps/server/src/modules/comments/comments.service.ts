import { randomUUID } from 'node:crypto';
import { COMMENT_MESSAGES, type Comment, type CommentsAnswer, type CommentThread } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { blockedEitherWay } from '../blocks/blocks.service';
import { type InboxNotices, notify } from '../notifications/notifications.service';
import { countPerHour } from '../rate-limit/per-hour';
import { findAccount } from '../users/users.repository';
import { sessionSeenBy } from '../workout-log/history.service';
import { COMMENTS_PER_HOUR, commentsRateLimited } from './comment-limit';
import {
  type CommentRow,
  commentCounts,
  commentsOfSession,
  deleteComment,
  findComment,
  insertComment,
  updateCommentBody,
} from './comments.repository';

export { COMMENTS_PER_HOUR, commentsRateLimited };

export const COMMENT_SERVICE_MESSAGES = {
  unfinished: 'Comments are for finished sessions.',
  notYoursToDelete: 'You can delete your own comments, and any on your own session.',
} as const;

/** The most comments (replies included) a session's page shows. */
export const COMMENTS_SHOWN = 500;

type Writer = { username: string; image: string | null };

function commentOf(row: CommentRow & Writer, viewerId: string, sessionOwnerId: string): Comment {
  const mine = row.user_id === viewerId;
  return {
    id: row.id,
    person: { id: row.user_id, username: row.username, image: row.image },
    body: row.body,
    parentId: row.parent_id,
    createdAt: row.created_at,
    editedAt: row.edited_at,
    canEdit: mine,
    canDelete: mine || sessionOwnerId === viewerId,
  };
}

/** A session's comments as threads, for whoever may see the session, less those of anyone in a block with them. */
export async function commentsOf(
  db: Kysely<Database>,
  sessionId: string,
  viewerId: string,
): Promise<CommentsAnswer> {
  const session = await sessionSeenBy(db, sessionId, viewerId);
  const rows = await commentsOfSession(db, sessionId, viewerId, COMMENTS_SHOWN);
  const threads = new Map<string, CommentThread>();
  for (const row of rows)
    if (row.parent_id === null)
      threads.set(row.id, { ...commentOf(row, viewerId, session.user_id), replies: [] });
  for (const row of rows)
    if (row.parent_id !== null)
      threads.get(row.parent_id)?.replies.push(commentOf(row, viewerId, session.user_id));
  return { comments: [...threads.values()] };
}

/** A comment, or a reply to one (one level deep), on a finished session the viewer may see. */
export async function postComment(
  db: Kysely<Database>,
  inbox: InboxNotices,
  sessionId: string,
  viewerId: string,
  input: { body: string; parentId?: string | null | undefined },
  now: Date,
  perHour = COMMENTS_PER_HOUR,
): Promise<Comment> {
  const session = await sessionSeenBy(db, sessionId, viewerId);
  if (session.finished_at === null)
    throw badRequest(COMMENT_SERVICE_MESSAGES.unfinished, 'SESSION_NOT_FINISHED');
  const parent = input.parentId ? await findComment(db, input.parentId) : undefined;
  if (input.parentId) {
    if (!parent || parent.session_id !== sessionId || (await blockedEitherWay(db, viewerId, parent.user_id)))
      throw notFound(COMMENT_MESSAGES.notFound, 'COMMENT_NOT_FOUND');
    if (parent.parent_id !== null) throw badRequest(COMMENT_MESSAGES.replyToReply, 'REPLY_TO_REPLY');
  }
  await countPerHour(
    db,
    {
      kind: 'comment',
      max: perHour,
      code: 'COMMENT_RATE_LIMITED',
      message: (minutes) => commentsRateLimited(minutes, perHour),
    },
    viewerId,
    now,
  );
  const row: CommentRow = {
    id: randomUUID(),
    session_id: sessionId,
    user_id: viewerId,
    parent_id: input.parentId ?? null,
    body: input.body,
    created_at: now.toISOString(),
    edited_at: null,
  };
  await insertComment(db, row);
  // The reply's parent writer is told of the reply; the session's owner of any other comment on it.
  const about = { actorId: viewerId, sessionId, commentId: row.id };
  if (parent) await notify(db, inbox, { ...about, userId: parent.user_id, kind: 'reply' }, now);
  if (parent?.user_id !== session.user_id)
    await notify(db, inbox, { ...about, userId: session.user_id, kind: 'comment' }, now);
  return commentOf(await withWriter(db, row), viewerId, session.user_id);
}

/** The writer's shown name and picture beside their comment (the viewer's own, when writing). */
async function withWriter(db: Kysely<Database>, row: CommentRow): Promise<CommentRow & Writer> {
  const writer = await findAccount(db, row.user_id);
  return { ...row, username: writer?.username ?? '', image: writer?.image ?? null };
}

/** The comment, if the viewer may still see its session; 404 for none. */
async function commentSeenBy(db: Kysely<Database>, commentId: string, viewerId: string) {
  const comment = await findComment(db, commentId);
  if (!comment) throw notFound(COMMENT_MESSAGES.notFound, 'COMMENT_NOT_FOUND');
  const session = await sessionSeenBy(db, comment.session_id, viewerId);
  return { comment, sessionOwnerId: session.user_id };
}

/** Its writer edits a comment's text; the comment as it now reads. */
export async function editComment(
  db: Kysely<Database>,
  commentId: string,
  viewerId: string,
  body: string,
  now: Date,
): Promise<Comment> {
  const { comment, sessionOwnerId } = await commentSeenBy(db, commentId, viewerId);
  if (comment.user_id !== viewerId) throw forbidden(COMMENT_MESSAGES.notYours, 'NOT_YOUR_COMMENT');
  const editedAt = now.toISOString();
  await updateCommentBody(db, commentId, body, editedAt);
  return commentOf(await withWriter(db, { ...comment, body, edited_at: editedAt }), viewerId, sessionOwnerId);
}

/** Its writer, or the session's owner, deletes a comment (and its replies). */
export async function removeComment(
  db: Kysely<Database>,
  commentId: string,
  viewerId: string,
): Promise<{ deleted: true }> {
  const { comment, sessionOwnerId } = await commentSeenBy(db, commentId, viewerId);
  if (comment.user_id !== viewerId && sessionOwnerId !== viewerId)
    throw forbidden(COMMENT_SERVICE_MESSAGES.notYoursToDelete, 'NOT_YOUR_COMMENT');
  await deleteComment(db, commentId);
  return { deleted: true };
}

/** A comment on this session that the viewer may see (a report names one); 404 otherwise. */
export async function commentOnSession(
  db: Kysely<Database>,
  commentId: string,
  sessionId: string,
  viewerId: string,
): Promise<CommentRow> {
  const comment = await findComment(db, commentId);
  if (!comment || comment.session_id !== sessionId || (await blockedEitherWay(db, viewerId, comment.user_id)))
    throw notFound(COMMENT_MESSAGES.notFound, 'COMMENT_NOT_FOUND');
  return comment;
}

/** Comment counts of a page of sessions (the feed). */
export function commentCountsOf(db: Kysely<Database>, sessionIds: readonly string[]) {
  return commentCounts(db, sessionIds);
}

import type { Kysely, Selectable } from 'kysely';
import { notBlockedWith } from '../../db/blocked-people';
import type { CommentsTable, Database } from '../../db/schema';
import { shownNameSql } from '../../db/shown-name';

export type CommentRow = Selectable<CommentsTable>;

export async function insertComment(db: Kysely<Database>, row: CommentRow): Promise<void> {
  await db.insertInto('comments').values(row).execute();
}

export function findComment(db: Kysely<Database>, id: string): Promise<CommentRow | undefined> {
  return db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A session's comments with their writers, oldest first (threads are made from them), less those written
 * by anyone in a block with the viewer.
 */
export function commentsOfSession(db: Kysely<Database>, sessionId: string, viewerId: string, limit: number) {
  return db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.user_id')
    .selectAll('comments')
    .select([shownNameSql().as('username'), 'users.image as image'])
    .where('comments.session_id', '=', sessionId)
    .where(notBlockedWith(db, 'comments.user_id', viewerId))
    .orderBy('comments.created_at')
    .orderBy('comments.id')
    .limit(limit)
    .execute();
}

export async function updateCommentBody(
  db: Kysely<Database>,
  id: string,
  body: string,
  at: string,
): Promise<void> {
  await db.updateTable('comments').set({ body, edited_at: at }).where('id', '=', id).execute();
}

/** Deletes a comment and, by the foreign key, its replies. */
export async function deleteComment(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('comments').where('id', '=', id).execute();
}

/** How many comments (replies included) each session has; sessions with none are absent. */
export async function commentCounts(
  db: Kysely<Database>,
  sessionIds: readonly string[],
): Promise<Map<string, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('comments')
    .select((eb) => ['session_id', eb.fn.countAll<number>().as('n')])
    .where('session_id', 'in', [...sessionIds])
    .groupBy('session_id')
    .execute();
  return new Map(rows.map((r) => [r.session_id, Number(r.n)]));
}

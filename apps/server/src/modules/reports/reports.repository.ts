import type { Kysely, Selectable } from 'kysely';
import type { Database, ReportsTable } from '../../db/schema';
import { shownNameSql } from '../../db/shown-name';

export type ReportRow = Selectable<ReportsTable>;

/** Whether the reporter already has an open report on this session or comment. */
export async function openReportExists(
  db: Kysely<Database>,
  reporterId: string,
  sessionId: string,
  commentId: string | null,
): Promise<boolean> {
  const row = await db
    .selectFrom('reports')
    .select('id')
    .where('reporter_id', '=', reporterId)
    .where('session_id', '=', sessionId)
    .where('comment_id', commentId === null ? 'is' : '=', commentId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertReport(db: Kysely<Database>, row: ReportRow): Promise<void> {
  await db.insertInto('reports').values(row).execute();
}

/** Open reports, oldest first, with the reporter's and the author's names (the operator's list). */
export function openReports(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('reports')
    .innerJoin('users as reporter', 'reporter.id', 'reports.reporter_id')
    .innerJoin('users as author', 'author.id', 'reports.author_id')
    .selectAll('reports')
    .select([shownNameSql('reporter').as('reporter_name'), shownNameSql('author').as('author_name')])
    .where('reports.resolved_at', 'is', null)
    .orderBy('reports.created_at')
    .orderBy('reports.id')
    .limit(limit)
    .execute();
}

export function findReport(db: Kysely<Database>, id: string): Promise<ReportRow | undefined> {
  return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Resolves a report and every other open one on the same thing. Hiding takes the thing away from
 * everyone but its author: a comment is deleted (the reports keep its text), a session is kept to
 * its owner. One transaction, so a report is never resolved without its effect.
 */
export async function resolveReports(
  db: Kysely<Database>,
  report: ReportRow,
  resolution: 'hidden' | 'dismissed',
  at: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // The same thing: the session, the comment, or (a comment deleted since) this report alone.
    const update = trx
      .updateTable('reports')
      .set({ resolved_at: at, resolution })
      .where('resolved_at', 'is', null);
    const resolved = await (report.kind === 'session'
      ? update.where('session_id', '=', report.session_id).where('kind', '=', 'session')
      : report.comment_id !== null
        ? update.where('comment_id', '=', report.comment_id)
        : update.where('id', '=', report.id)
    ).executeTakeFirst();
    if (resolution === 'hidden') {
      if (report.kind === 'comment' && report.comment_id !== null)
        await trx.deleteFrom('comments').where('id', '=', report.comment_id).execute();
      if (report.kind === 'session')
        await trx
          .updateTable('workout_sessions')
          .set({ visibility: 'only-me' })
          .where('id', '=', report.session_id)
          .execute();
    }
    return Number(resolved.numUpdatedRows);
  });
}

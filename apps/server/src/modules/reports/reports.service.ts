import { randomUUID } from 'node:crypto';
import { SAFETY_MESSAGES } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { commentOnSession } from '../comments/comments.service';
import { countPerHour, tryAgainIn } from '../rate-limit/per-hour';
import { sessionSeenBy } from '../workout-log/history.service';
import {
  findReport,
  insertReport,
  openReportExists,
  openReports,
  resolveReports,
} from './reports.repository';

export const REPORTS_PER_HOUR = 20;
export const reportsRateLimited = (minutes: number) =>
  `You can send ${REPORTS_PER_HOUR} reports an hour. ${tryAgainIn(minutes)}`;

/**
 * The viewer reports a session or a comment on one they may see, for the operator to look at. A second
 * report of the same thing while the first is open changes nothing; the answer is the same.
 */
export async function report(
  db: Kysely<Database>,
  viewerId: string,
  body: { sessionId: string; commentId?: string | null | undefined; reason?: string | undefined },
  now: Date,
): Promise<{ message: string }> {
  const session = await sessionSeenBy(db, body.sessionId, viewerId);
  const comment = body.commentId ? await commentOnSession(db, body.commentId, session.id, viewerId) : null;
  const authorId = comment ? comment.user_id : session.user_id;
  if (authorId === viewerId) throw badRequest(SAFETY_MESSAGES.reportOwn, 'REPORT_OWN');
  await countPerHour(
    db,
    { kind: 'report', max: REPORTS_PER_HOUR, code: 'REPORT_RATE_LIMITED', message: reportsRateLimited },
    viewerId,
    now,
  );
  const commentId = comment?.id ?? null;
  if (!(await openReportExists(db, viewerId, session.id, commentId)))
    await insertReport(db, {
      id: randomUUID(),
      reporter_id: viewerId,
      author_id: authorId,
      session_id: session.id,
      comment_id: commentId,
      kind: comment ? 'comment' : 'session',
      reason: body.reason ?? '',
      excerpt: comment ? comment.body : `${session.routine_name}, ${session.started_at.slice(0, 10)}`,
      created_at: now.toISOString(),
      resolved_at: null,
      resolution: null,
    });
  return { message: SAFETY_MESSAGES.reported };
}

/** The operator's list of open reports, oldest first. */
export function reportsToReview(db: Kysely<Database>, limit: number) {
  return openReports(db, limit);
}

/** The operator hides what a report is about, or dismisses it; other open reports of it go too. */
export async function resolveReport(
  db: Kysely<Database>,
  reportId: string,
  resolution: 'hidden' | 'dismissed',
  now: Date,
): Promise<number> {
  const found = await findReport(db, reportId);
  if (!found || found.resolved_at !== null)
    throw notFound(`No open report '${reportId}'.`, 'REPORT_NOT_FOUND');
  return resolveReports(db, found, resolution, now.toISOString());
}

import type { Kysely } from 'kysely';
import { OperatorError } from '../cli/operator-command';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { reportsToReview, resolveReport } from '../modules/reports/reports.service';

/** The most open reports one listing prints, oldest first. */
export const REPORTS_LISTED = 100;

export const REPORTS_USAGE = 'Usage: npm run admin -- reports [hide|dismiss <report-id>]';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

type OpenReport = Awaited<ReturnType<typeof reportsToReview>>[number];

/** One open report as the operator reads it: id, when, what, who about whom, why, and its words. */
export function describeReport(report: OpenReport): string {
  const what = report.kind === 'comment' ? 'comment' : 'session';
  const why = report.reason ? ` because "${oneLine(report.reason)}"` : '';
  return `${report.id}  ${report.created_at.slice(0, 16).replace('T', ' ')}  ${what} by ${report.author_name} (session ${report.session_id}), reported by ${report.reporter_name}${why}: "${oneLine(report.excerpt)}"`;
}

/**
 * `reports`: lists the open reports. `reports hide <id>`: takes what it is about away from everyone but
 * its author (docs/product.md#reports). `reports dismiss <id>`: closes it, changing nothing else.
 * Answers the lines to print.
 */
export async function reportsCommand(db: Kysely<Database>, args: string[], now: Date): Promise<string[]> {
  const [action, id, ...rest] = args;
  if (action === undefined) {
    const open = await reportsToReview(db, REPORTS_LISTED);
    if (open.length === 0) return ['No open reports.'];
    return [
      `${open.length} open report${open.length === 1 ? '' : 's'}, oldest first:`,
      ...open.map(describeReport),
    ];
  }
  if ((action !== 'hide' && action !== 'dismiss') || !id || rest.length > 0)
    throw new OperatorError(REPORTS_USAGE, 2);
  try {
    const resolved = await resolveReport(db, id, action === 'hide' ? 'hidden' : 'dismissed', now);
    const others =
      resolved > 1 ? ` (and ${resolved - 1} other report${resolved === 2 ? '' : 's'} of the same)` : '';
    return [`Report ${id} ${action === 'hide' ? 'resolved: hidden' : 'dismissed'}${others}.`];
  } catch (error) {
    if (error instanceof HttpError) throw new OperatorError(error.message);
    throw error;
  }
}

import { type SessionSummary, sessionPath, type WeightUnit } from '@stryd/domain';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { formatSessionDate } from '../../../lib/training-format';
import { RoutineNameLink } from '../../../lib/ui/routine-name-link';
import { SessionStats, sessionTotals } from '../../../lib/ui/session-stats';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';

export const recordsText = (n: number) => (n === 1 ? '1 record' : `${n} records`);

/** One finished session: its routine, when, how long, what it added up to, and a way into its sets. */
export function SessionRow({ session, unit }: { session: SessionSummary; unit: WeightUnit }) {
  const date = formatSessionDate(session.startedAt);
  const stats = [...sessionTotals(session, unit), { label: 'XP', value: String(session.xpEarned) }];
  return (
    <li className={cardStyles}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-lg font-semibold">
          <RoutineNameLink creatorId={session.creatorId} routineName={session.routineName} />
        </h3>
        {session.recordCount > 0 ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-fg">
            <Trophy aria-hidden="true" className="h-4 w-4 text-accent-text" />
            {recordsText(session.recordCount)}
          </span>
        ) : null}
      </div>
      <p className="text-sm text-muted">
        <time dateTime={session.startedAt}>{date}</time>
      </p>
      <SessionStats stats={stats} />
      <Link
        to={sessionPath(session.id)}
        className={`${buttonStyles.smallSecondary} mt-3 min-h-11 w-full sm:w-auto`}
      >
        View sets<span className="sr-only">{` of ${session.routineName}, ${date}`}</span>
      </Link>
    </li>
  );
}

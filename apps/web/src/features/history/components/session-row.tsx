import { routinePath, type SessionSummary, sessionPath, type WeightUnit } from '@stryd/domain';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { formatDuration, formatSessionDate, formatWeight } from '../../../lib/training-format';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';

export const recordsText = (n: number) => (n === 1 ? '1 record' : `${n} records`);

/** One finished session: its routine, when, how long, what it added up to, and a way into its sets. */
export function SessionRow({ session, unit }: { session: SessionSummary; unit: WeightUnit }) {
  const date = formatSessionDate(session.startedAt);
  const stats = [
    { label: 'Duration', value: formatDuration(session.durationMs) },
    { label: 'Sets', value: String(session.setCount) },
    { label: 'Volume', value: formatWeight(session.volumeKg, unit) },
    { label: 'XP', value: String(session.xpEarned) },
  ];
  return (
    <li className={cardStyles}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-lg font-semibold">
          {session.creatorId ? (
            <Link
              to={routinePath(session.creatorId, session.routineName)}
              className="break-words text-accent-text underline-offset-2 hover:underline"
            >
              {session.routineName}
            </Link>
          ) : (
            <span className="break-words">{session.routineName}</span>
          )}
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
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {stats.map(({ label, value }) => (
          <div key={label} className="flex flex-col-reverse rounded-xl bg-surface-2 px-3 py-2">
            <dt className="text-xs font-medium text-muted">{label}</dt>
            <dd className="font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <Link
        to={sessionPath(session.id)}
        className={`${buttonStyles.smallSecondary} mt-3 min-h-11 w-full sm:w-auto`}
      >
        View sets<span className="sr-only">{` of ${session.routineName}, ${date}`}</span>
      </Link>
    </li>
  );
}

import { historyPath, routinePath, sessionPath } from '@stryd/domain';
import { Lock, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { Seo } from '../../../lib/seo';
import { useSession } from '../../../lib/session';
import { formatDuration, formatSessionDate, formatWeight } from '../../../lib/training-format';
import { ErrorAlert } from '../../../lib/ui/error-alert';
import { MessagePanel } from '../../../lib/ui/message-panel';
import { SessionGate } from '../../../lib/ui/session-gate';
import { Skeleton } from '../../../lib/ui/skeleton';
import { buttonStyles } from '../../../lib/ui/styles';
import { useWeightUnit } from '../../../lib/weight-unit';
import { useSessionDetail } from '../api/get-session';
import { CommentsSection } from '../components/comments-section';
import { KudosSection } from '../components/kudos-section';
import { ReportButton } from '../components/report-button';
import { SessionNoteEditor, SessionNoteText } from '../components/session-note';
import { recordsText } from '../components/session-row';
import { SessionSets } from '../components/session-sets';
import { SessionVisibilitySelect } from '../components/session-visibility-select';

export const PRIVATE_HISTORY_TEXT = 'This history is private.';
export const SESSION_NOT_FOUND_TEXT = 'There is no session at this address. It may have been deleted.';

const backLink = (
  <Link
    to={historyPath()}
    className="text-sm font-semibold text-accent-text underline-offset-2 hover:underline"
  >
    History
  </Link>
);

function SessionContent({ sessionId }: { sessionId: string }) {
  const query = useSessionDetail(sessionId, true);
  const [unit] = useWeightUnit();
  const { user } = useSession();

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading session" className="space-y-4">
        <Seo title="Session" noIndex />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-24" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  const status = query.error instanceof ApiError ? query.error.status : 0;
  if (status === 403 || status === 404) {
    const forbidden = status === 403;
    return (
      <>
        <Seo title={forbidden ? 'Private history' : 'Session not found'} noIndex />
        <MessagePanel
          headingId="session-missing"
          icon={forbidden ? Lock : SearchX}
          tone="muted"
          title={forbidden ? 'Private history' : 'Session not found'}
          message={forbidden ? PRIVATE_HISTORY_TEXT : SESSION_NOT_FOUND_TEXT}
        >
          <p className="mt-4">{backLink}</p>
        </MessagePanel>
      </>
    );
  }
  // A failed refetch of a session the page already holds (offline, the server away) keeps it on screen:
  // only a session never had is an error.
  if (query.isLoadingError) {
    return <ErrorAlert message={query.error.message} onRetry={() => void query.refetch()} />;
  }

  const s = query.data;
  const date = formatSessionDate(s.startedAt);
  const totals = [
    { label: 'Duration', value: formatDuration(s.durationMs) },
    { label: 'Sets', value: String(s.setCount) },
    { label: 'Volume', value: formatWeight(s.volumeKg, unit) },
    { label: 'XP', value: String(s.xpEarned) },
    // Warm-ups are no part of the working volume: shown apart, when there were any.
    ...(s.warmupVolumeKg > 0
      ? [{ label: 'Warm-up volume', value: formatWeight(s.warmupVolumeKg, unit) }]
      : []),
  ];
  return (
    <article aria-labelledby="session-heading" className="space-y-5">
      <Seo title={`${s.routineName}, ${date}`} path={sessionPath(s.id)} noIndex />
      <div>
        {backLink}
        <h1 id="session-heading" className="mt-1 break-words text-2xl font-bold tracking-tight sm:text-3xl">
          {s.routineName}
        </h1>
        <p className="text-muted">
          <time dateTime={s.startedAt}>{date}</time>
          {s.recordCount > 0 ? ` · ${recordsText(s.recordCount)}` : ''}
        </p>
        {s.creatorId ? (
          <Link
            to={routinePath(s.creatorId, s.routineName)}
            className="mt-1 inline-flex min-h-11 items-center font-semibold text-accent-text underline-offset-2 hover:underline"
          >
            Open the routine
          </Link>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {totals.map(({ label, value }) => (
          <div key={label} className="flex flex-col-reverse rounded-xl bg-surface-2 px-3 py-2">
            <dt className="text-xs font-medium text-muted">{label}</dt>
            <dd className="text-lg font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {s.ownerId === user?.id ? (
        <SessionNoteEditor key={s.note ?? ''} session={s} />
      ) : (
        <SessionNoteText note={s.note} />
      )}
      {s.ownerId === user?.id ? <SessionVisibilitySelect session={s} /> : null}
      {user && s.ownerId !== user.id && s.finishedAt ? (
        <ReportButton
          sessionId={s.id}
          authorName="this person"
          className={`${buttonStyles.smallSecondary} min-h-11`}
        />
      ) : null}
      <section aria-labelledby="sets-heading" className="space-y-3">
        <h2 id="sets-heading" className="text-lg font-semibold">
          Sets
        </h2>
        <SessionSets sets={s.sets} unit={unit} />
      </section>
      {s.finishedAt && user ? (
        <KudosSection sessionId={s.id} own={s.ownerId === user.id} viewerId={user.id} />
      ) : null}
      {s.finishedAt ? <CommentsSection sessionId={s.id} /> : null}
    </article>
  );
}

/** /history/{sessionId}: one finished session, every set grouped by exercise, its records and comments. */
export function SessionPage() {
  const sessionId = useParams().sessionId ?? '';
  return (
    <SessionGate>
      <SessionContent sessionId={sessionId} />
    </SessionGate>
  );
}

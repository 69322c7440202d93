import { historyPath, todayIso } from '@stryd/domain';
import { History } from 'lucide-react';
import { Link } from 'react-router';
import { clock } from '../../../lib/clock';
import { Seo } from '../../../lib/seo';
import { ErrorAlert } from '../../../lib/ui/error-alert';
import { MessagePanel } from '../../../lib/ui/message-panel';
import { SessionGate } from '../../../lib/ui/session-gate';
import { SessionVisibilityChoice } from '../../../lib/ui/session-visibility-choice';
import { Skeleton } from '../../../lib/ui/skeleton';
import { StreakBadge } from '../../../lib/ui/streak-badge';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';
import { useWeightUnit } from '../../../lib/weight-unit';
import { useMyHistory } from '../api/get-history';
import { SessionRow } from '../components/session-row';
import { TrainingCalendar } from '../components/training-calendar';
import { WeeklyTotalsChart } from '../components/weekly-totals-chart';

export const EMPTY_HISTORY_TEXT =
  'No finished sessions yet. Tick sets on a routine and finish it to see it here.';

function HistoryContent() {
  const history = useMyHistory(true);
  const [unit] = useWeightUnit();

  // A failed "Load older" keeps the pages already shown: only a first load without data is an error page.
  if (!history.data) {
    return history.isError ? (
      <ErrorAlert message={history.error.message} onRetry={() => void history.refetch()} />
    ) : (
      <div role="status" className="space-y-4">
        <span className="sr-only">Loading your history…</span>
        <Skeleton className="h-11 w-48" />
        <Skeleton className="h-32" />
        <Skeleton className="h-40" />
      </div>
    );
  }

  // The calendar, totals, streak and privacy are the same on every page: the first one carries them.
  const [first] = history.data.pages;
  if (!first) return null;
  const sessions = history.data.pages.flatMap((page) => page.sessions);

  return (
    <div className="space-y-6">
      <StreakBadge streakWeeks={first.streakWeeks} />
      <div className="rounded-2xl border border-border bg-surface px-5 py-4">
        <SessionVisibilityChoice visibility={first.sessionVisibility} />
      </div>
      {sessions.length === 0 ? (
        <MessagePanel
          headingId="history-empty"
          headingLevel={2}
          icon={History}
          title="Nothing here yet"
          message={EMPTY_HISTORY_TEXT}
        >
          <Link to="/explore-routines" className={`${buttonStyles.primary} mt-4`}>
            Explore routines
          </Link>
        </MessagePanel>
      ) : (
        <>
          <section aria-labelledby="calendar-heading" className={cardStyles}>
            <h2 id="calendar-heading" className="sr-only">
              Training days
            </h2>
            <TrainingCalendar days={first.days} today={todayIso(clock.now())} />
          </section>
          <section aria-labelledby="weekly-heading" className={cardStyles}>
            <h2 id="weekly-heading" className="sr-only">
              Weekly totals
            </h2>
            <WeeklyTotalsChart weeks={first.weeks} unit={unit} />
          </section>
          <section aria-labelledby="sessions-heading" className="space-y-3">
            <h2 id="sessions-heading" className="text-lg font-semibold">
              Sessions
            </h2>
            <ol className="space-y-3">
              {sessions.map((session) => (
                <SessionRow key={session.id} session={session} unit={unit} />
              ))}
            </ol>
            {history.hasNextPage ? (
              <button
                type="button"
                onClick={() => void history.fetchNextPage()}
                disabled={history.isFetchingNextPage}
                className={`${buttonStyles.secondary} min-h-11 w-full`}
              >
                {history.isFetchingNextPage ? 'Loading older sessions…' : 'Load older sessions'}
              </button>
            ) : null}
            {history.isFetchNextPageError ? (
              <ErrorAlert message={history.error?.message ?? 'Could not load older sessions.'} />
            ) : null}
          </section>
        </>
      )}
    </div>
  );
}

/** /history: your streak, training calendar, weekly totals and every finished session, newest first. */
export function HistoryPage() {
  return (
    <>
      <Seo
        title="History"
        description="Your finished sessions, training days, weekly totals and streak."
        path={historyPath()}
        noIndex
      />
      <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">History</h1>
      <SessionGate>
        <HistoryContent />
      </SessionGate>
    </>
  );
}

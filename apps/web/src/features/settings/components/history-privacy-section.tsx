import { useSessionVisibility } from '../../../lib/session-visibility';
import { CardSection } from '../../../lib/ui/card-section';
import { ErrorAlert } from '../../../lib/ui/error-alert';
import { SessionVisibilityChoice } from '../../../lib/ui/session-visibility-choice';
import { Skeleton } from '../../../lib/ui/skeleton';

/** The same choice as on /history: who sees your sessions that have no choice of their own. */
export function HistoryPrivacySection() {
  const visibility = useSessionVisibility();
  return (
    <CardSection headingId="privacy-heading" title="History privacy">
      {visibility.data ? (
        <SessionVisibilityChoice visibility={visibility.data.visibility} />
      ) : visibility.isError ? (
        <ErrorAlert message={visibility.error.message} onRetry={() => void visibility.refetch()} />
      ) : (
        <div role="status">
          <span className="sr-only">Loading your privacy setting…</span>
          <Skeleton className="h-40" />
        </div>
      )}
    </CardSection>
  );
}

import { useHistoryPrivacy } from '../../../lib/history-privacy';
import { CardSection } from '../../../lib/ui/card-section';
import { ErrorAlert } from '../../../lib/ui/error-alert';
import { HistoryPrivacySwitch } from '../../../lib/ui/history-privacy-switch';
import { Skeleton } from '../../../lib/ui/skeleton';

/** The same switch as on /history: whether signed-in members may see your sessions and streak. */
export function HistoryPrivacySection() {
  const privacy = useHistoryPrivacy();
  return (
    <CardSection headingId="privacy-heading" title="History privacy">
      {privacy.data ? (
        <HistoryPrivacySwitch historyPublic={privacy.data.historyPublic} />
      ) : privacy.isError ? (
        <ErrorAlert message={privacy.error.message} onRetry={() => void privacy.refetch()} />
      ) : (
        <div role="status">
          <span className="sr-only">Loading your privacy setting…</span>
          <Skeleton className="h-11" />
        </div>
      )}
    </CardSection>
  );
}

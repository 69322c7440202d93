import { lazy, Suspense } from 'react';
import { useOfflineApp } from '../../lib/offline/use-offline-app';

// The offline status and update prompt load after the page has (useOfflineApp), not with the first load.
const OfflineStatus = lazy(() =>
  import('../../lib/ui/offline-status').then((m) => ({ default: m.OfflineStatus })),
);

/** Starts the offline app once the page has loaded, then shows its status (offline, queued sets, update). */
export function OfflineApp() {
  const started = useOfflineApp();
  return started ? (
    <Suspense fallback={null}>
      <OfflineStatus />
    </Suspense>
  ) : null;
}

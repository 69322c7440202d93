import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../toast';
import { onSynced, syncQueue } from './offline-queue';
import { setOfflineState } from './offline-state';
import { type DrainResult, setsChanged } from './set-queue';

/** How often a waiting queue is tried again while the browser says it is online (a flaky gym Wi-Fi). */
const RETRY_EVERY_MS = 20_000;

/** Counted as the status counts them: a tick and its untick sent together changed no set. */
export function syncedToasts({ sent, dropped }: DrainResult): void {
  const synced = setsChanged(sent.map(({ request }) => request));
  if (synced > 0) toast.success(synced === 1 ? '1 set synced' : `${synced} sets synced`);
  for (const { error } of dropped)
    toast.error('A set ticked offline was not logged', { description: error.message });
}

/**
 * Started once the page has loaded (lib/offline/use-offline-app.ts): follows the connection, sends the
 * set-log queue at start, when the connection returns and on a timer, and refreshes what the server's
 * answers changed (XP, rank, the open session).
 */
export function startOfflineApp(queryClient: QueryClient): () => void {
  const online = () => {
    setOfflineState({ online: true });
    void syncQueue().catch(() => undefined);
  };
  const offline = () => setOfflineState({ online: false });
  setOfflineState({ online: navigator.onLine });
  addEventListener('online', online);
  addEventListener('offline', offline);
  const timer = setInterval(() => {
    if (navigator.onLine) void syncQueue().catch(() => undefined);
  }, RETRY_EVERY_MS);
  const stopListening = onSynced((result) => {
    syncedToasts(result);
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        ['me', 'routine', 'routine-leaderboard', 'history'].includes(String(queryKey[0])),
    });
  });
  void syncQueue().catch(() => undefined);
  return () => {
    removeEventListener('online', online);
    removeEventListener('offline', offline);
    clearInterval(timer);
    stopListening();
  };
}

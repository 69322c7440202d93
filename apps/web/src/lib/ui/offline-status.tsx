import { CloudOff, RefreshCw } from 'lucide-react';
import { useOfflineState } from '../offline/offline-state';
import { buttonStyles } from './styles';

/** 'Offline · 3 sets waiting to sync', or '' when there is nothing to say. */
export function offlineStatusText(online: boolean, waiting: number): string {
  const sets = waiting === 1 ? '1 set waiting to sync' : `${waiting} sets waiting to sync`;
  if (!online) return waiting > 0 ? `Offline · ${sets}` : 'Offline · ticked sets are kept on this device';
  return waiting > 0 ? `Back online · ${sets}` : '';
}

export const UPDATE_READY_TEXT = 'A new version of Stryd is ready';

/**
 * The connection and the set-log queue, said in a live region screen readers announce, and the prompt
 * to reload when a new version of the app is ready (it never replaces the page by itself).
 */
export function OfflineStatus() {
  const { online, waiting, reload } = useOfflineState();
  const text = offlineStatusText(online, waiting);
  return (
    <>
      {/* A polite live region rather than role="status": a page's own status (a search count, say) stays the only one. */}
      <div aria-live="polite" aria-atomic="true">
        {text ? (
          <p className="flex items-center justify-center gap-2 border-b border-border bg-surface-2 px-4 py-2 text-center text-sm font-medium text-fg">
            <CloudOff className="h-4 w-4 shrink-0" aria-hidden="true" />
            {text}
          </p>
        ) : null}
      </div>
      {reload ? (
        <section
          aria-label="App update"
          className="fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-border bg-surface p-4 shadow-lg lg:bottom-4"
        >
          <p className="flex-1 text-sm font-medium text-fg">{UPDATE_READY_TEXT}</p>
          <button type="button" className={buttonStyles.small} onClick={reload}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            Reload
          </button>
        </section>
      ) : null}
    </>
  );
}

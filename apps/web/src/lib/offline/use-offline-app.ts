import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { inNativeShell } from '../native-app';
import { ME_QUERY_KEY, type MeResponse } from '../session';

/** Safari has no requestIdleCallback: a short delay stands in for it. */
const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(run, { timeout: 5_000 })
    : setTimeout(run, 2_000);

/**
 * Starts the offline app once the page has loaded: the service worker and the set-log queue's sync are
 * loaded then, by dynamic import, so none of it weighs on the first load (decision 023). The native app
 * ships its files itself and registers no service worker. True once started (the status can show then).
 */
export function useOfflineApp(): boolean {
  const queryClient = useQueryClient();
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      setStarted(true);
      void import('./offline-runtime').then(({ startOfflineApp }) => {
        if (!cancelled) stop = startOfflineApp(queryClient);
      });
      // Its install downloads the shell: wait until the page is idle so it never delays the page's own code.
      if (import.meta.env.PROD && 'serviceWorker' in navigator && !inNativeShell())
        whenIdle(
          () =>
            void import('./register-sw').then(({ registerServiceWorker }) =>
              registerServiceWorker(() => Boolean(queryClient.getQueryData<MeResponse>(ME_QUERY_KEY)?.user)),
            ),
        );
    };
    // In a task of its own: never inside a tap that made React hydrate the page (the tap waits for it).
    let soon: ReturnType<typeof setTimeout> | undefined;
    if (document.readyState === 'complete') soon = setTimeout(start, 0);
    else addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      clearTimeout(soon);
      removeEventListener('load', start);
      stop?.();
    };
  }, [queryClient]);
  return started;
}

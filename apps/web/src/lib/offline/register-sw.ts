/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { setOfflineState } from './offline-state';

/**
 * Registers the service worker (built by vite-plugin-pwa, decision 023). A new version waits until the
 * user takes the reload the app offers, so a page never runs half old, half new code.
 */
export function registerServiceWorker(): void {
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      setOfflineState({ reload: () => void update(true) });
    },
  });
}

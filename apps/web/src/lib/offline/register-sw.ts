/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { keepFirstPage } from './keep-first-page';
import { setOfflineState } from './offline-state';

/**
 * Registers the service worker (built by vite-plugin-pwa, decision 023). A new version waits until the
 * user takes the reload the app offers, so a page never runs half old, half new code. Installed for the
 * first time, it keeps the page open now, which it did not load, when it was drawn for someone signed in
 * (keep-first-page.ts): only such pages are kept.
 */
export function registerServiceWorker(signedIn: () => boolean): void {
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      setOfflineState({ reload: () => void update(true) });
    },
    onOfflineReady() {
      // Best effort: without it, only this one page is missing offline.
      if (signedIn()) keepFirstPage().catch(() => undefined);
    },
  });
}

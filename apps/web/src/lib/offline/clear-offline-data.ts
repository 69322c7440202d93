import { API_CACHE, PAGES_CACHE } from './cache-names';

/** Sign-out and account deletion: the kept pages and API answers and the queued set logs leave the device. */
export async function clearOfflineData(): Promise<void> {
  await Promise.allSettled([
    ...(typeof caches === 'undefined' ? [] : [caches.delete(API_CACHE), caches.delete(PAGES_CACHE)]),
    import('./offline-queue').then(({ clearQueue }) => clearQueue()),
  ]);
}

import { ASSETS_CACHE, PAGES_CACHE } from './cache-names';
import { keepSignedInPage } from './keep-signed-in-page';

/** The app's own hashed files this page loaded (its code and styles), as full addresses. */
function assetsLoaded(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.href);
}

async function keepAsset(cache: Cache, address: string): Promise<void> {
  if (await cache.match(address)) return;
  const response = await fetch(address);
  if (response.ok) await cache.put(address, response);
}

/**
 * The page this device opened before the service worker existed, kept once the worker is installed, as
 * the worker keeps the pages loaded after it: the same page, asked for again (the worker does not answer
 * for a page it did not load), under the same rule, and the code it ran. Without it the first page a
 * signed-in person opens, and only reads, is not there when they reload it without signal.
 */
export async function keepFirstPage(): Promise<void> {
  const address = new URL(location.pathname + location.search, location.origin).href;
  const pages = await caches.open(PAGES_CACHE);
  if (!(await pages.match(address, { ignoreVary: true }))) {
    const kept = await keepSignedInPage({ response: await fetch(address, { credentials: 'same-origin' }) });
    if (kept) await pages.put(address, kept);
  }
  const assets = await caches.open(ASSETS_CACHE);
  await Promise.all(assetsLoaded().map((asset) => keepAsset(assets, asset)));
}

import type { VitePWAOptions } from 'vite-plugin-pwa';
import { API_CACHE, ASSETS_CACHE, PAGES_CACHE } from '../src/lib/offline/cache-names';
import { keepSignedInPage } from '../src/lib/offline/keep-signed-in-page';

/**
 * The same-origin GET answers a routine page needs to draw: the account, the public settings, the
 * routine, its open session with last time's values, and the exercise library. Nothing else is kept:
 * not sign-in, exports, unsubscribe links or payments. Workbox copies this function into the service
 * worker as source text, so it must not use anything from this file.
 */
export function isOfflineApiRead({ url, request }: { url: URL; request: Request }): boolean {
  if (request.method !== 'GET' || url.origin !== self.location.origin) return false;
  return [
    /^\/api\/me$/,
    /^\/api\/public-config$/,
    /^\/api\/exercises(?:\/[^/]+)?$/,
    /^\/api\/stryds\/[^/]+\/[^/]+(?:\/session)?$/,
  ].some((path) => path.test(url.pathname));
}

export function isHashedAsset({ url }: { url: URL }): boolean {
  return url.origin === self.location.origin && url.pathname.startsWith('/assets/');
}

/** Page loads (not API calls, files, or an API address opened as a page, such as an export's download). */
export function isPageLoad({ url, request }: { url: URL; request: Request }): boolean {
  return request.mode === 'navigate' && url.pathname !== '/api' && !url.pathname.startsWith('/api/');
}

/**
 * No network, and no page kept for this address: the page kept for the home address, else the one kept
 * last, is sent in its place. The app notices the page was drawn for another address and moves to this one
 * in the browser (lib/offline/kept-page.ts), as a tap on a link would. Nothing kept: the browser's own
 * offline page. Copied into the worker as source text (a Workbox plugin's `handlerDidError`): it names
 * the cache itself (PAGES_CACHE).
 */
export async function keptPageForAnotherAddress(): Promise<Response | undefined> {
  const cache = await caches.open('stryd-pages');
  const home = await cache.match('/', { ignoreVary: true });
  if (home) return home;
  const last = (await cache.keys()).at(-1);
  return last ? cache.match(last, { ignoreVary: true }) : undefined;
}

/** Precached: the files outside /assets (icons, the web manifest), the shell's, and React Router's route manifest. */
export function isPrecached(url: string, isShellFile: (file: string) => boolean): boolean {
  return !url.startsWith('assets/') || isShellFile(url) || /^assets\/manifest-[0-9a-f]{8}\.js$/.test(url);
}

/**
 * The service worker (decision 025): the app shell is precached; page loads are network-first into a
 * pages cache of signed-in pages, falling back offline to the page kept for the same address, else to
 * another kept page; API reads are network-first with a short timeout. A new version waits
 * until the user accepts the reload prompt (no skipWaiting, no clientsClaim). Our own
 * public/site.webmanifest stays the manifest.
 */
export function pwaOptions(isShellFile: (file: string) => boolean): Partial<VitePWAOptions> {
  return {
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    filename: 'sw.js',
    // Into the browser's half of the build, which the server serves; its files are what is precached.
    outDir: 'dist/client',
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // Of the hashed files, only the shell (build/shell-files.ts); the rest are kept as pages use them.
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.filter((e) => isPrecached(e.url, isShellFile)),
          warnings: [],
        }),
      ],
      // Web Push: shows what the server pushes and answers taps (public/push-sw.js, decision 036).
      importScripts: ['/push-sw.js'],
      navigateFallback: null,
      directoryIndex: null,
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
      runtimeCaching: [
        {
          // Each page is drawn by the server for its viewer: online, the network answers (redirects, 404s
          // and fresh HTML after a deploy stay the server's). Offline, the page kept for the same address,
          // with the data it was drawn with; else another kept page, which the app moves to this address.
          urlPattern: isPageLoad,
          handler: 'NetworkFirst',
          options: {
            cacheName: PAGES_CACHE,
            networkTimeoutSeconds: 5,
            matchOptions: { ignoreVary: true },
            expiration: { maxEntries: 40, maxAgeSeconds: 14 * 24 * 60 * 60 },
            plugins: [{ cacheWillUpdate: keepSignedInPage, handlerDidError: keptPageForAnotherAddress }],
          },
        },
        {
          // Hashed files never change: the code of each page is kept the first time it is loaded.
          urlPattern: isHashedAsset,
          handler: 'CacheFirst',
          options: {
            cacheName: ASSETS_CACHE,
            expiration: { maxEntries: 300, maxAgeSeconds: 60 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: isOfflineApiRead,
          handler: 'NetworkFirst',
          options: {
            cacheName: API_CACHE,
            networkTimeoutSeconds: 3,
            expiration: { maxEntries: 80, maxAgeSeconds: 14 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  };
}

import type { VitePWAOptions } from 'vite-plugin-pwa';
import { API_CACHE } from '../src/lib/offline/api-cache-name';

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

/** Page loads (not API calls or files): the network answers, so redirects and 404s stay the server's. */
export function isPageLoad({ request }: { request: Request }): boolean {
  return request.mode === 'navigate';
}

/**
 * The service worker (decision 023): the app shell is precached; page loads go to the network and fall
 * back to the precached index.html only when it cannot be reached (so /welcome's drawn page, redirects and
 * 404s are unchanged online); API reads are network-first with a short timeout. A new version waits
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
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // Drawn after this build by build/prerender.ts, and served by the server with its own origin filled in.
      globIgnores: ['welcome.html', '**/start-on-intent-*.js'],
      // Of the hashed files, only the shell (build/shell-files.ts); the rest are kept as pages use them.
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.filter((e) => !e.url.startsWith('assets/') || isShellFile(e.url)),
          warnings: [],
        }),
      ],
      navigateFallback: null,
      // '/' is a page load like any other (not the precached index.html), so it reaches the server too.
      directoryIndex: null,
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
      runtimeCaching: [
        {
          urlPattern: isPageLoad,
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: 'index.html' } },
        },
        {
          // Hashed files never change: the code of each page is kept the first time it is loaded.
          urlPattern: isHashedAsset,
          handler: 'CacheFirst',
          options: {
            cacheName: 'stryd-assets',
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

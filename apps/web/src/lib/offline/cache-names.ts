/** The Cache Storage names of what the service worker keeps for offline use (build/pwa.ts). */

/** The API answers a routine page reads. */
export const API_CACHE = 'stryd-api';

/** Pages drawn for a signed-in viewer, by address (keep-signed-in-page.ts). */
export const PAGES_CACHE = 'stryd-pages';

/** The answer header by which a drawn page says it was drawn for a signed-in viewer (app/shell.tsx). */
export const SIGNED_IN_PAGE_HEADER = 'x-stryd-viewer';

/** The app's hashed files (its code and styles), kept the first time a page loads them. */
export const ASSETS_CACHE = 'stryd-assets';

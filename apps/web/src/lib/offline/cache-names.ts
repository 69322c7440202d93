/** The Cache Storage names of what the service worker keeps for offline use (build/pwa.ts). */

/** The API answers a routine page reads. */
export const API_CACHE = 'stryd-api';

/** Pages drawn for a signed-in viewer, by address (build/pwa.ts `keepSignedInPage`). */
export const PAGES_CACHE = 'stryd-pages';

/** The answer header by which a drawn page says it was drawn for a signed-in viewer (app/shell.tsx). */
export const SIGNED_IN_PAGE_HEADER = 'x-stryd-viewer';

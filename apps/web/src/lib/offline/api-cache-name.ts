/** The Cache Storage name of the API answers the service worker keeps for offline use (build/pwa.ts). */
export const API_CACHE = 'stryd-api';

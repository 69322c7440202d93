/**
 * Sent on window once the app has taken over the page. A page drawn at build time runs a start script
 * (build/prerender.ts) that holds a button pressed before then and presses it again on this event.
 */
export const APP_READY_EVENT = 'stryd:app-ready';

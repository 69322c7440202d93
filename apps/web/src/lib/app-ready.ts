/**
 * Sent on window once the app has taken over the page. A page drawn at build time runs a start script
 * (build/prerender.ts) that holds a button pressed before then and presses it again on this event.
 */
export const APP_READY_EVENT = 'stryd:app-ready';

/**
 * Marks the frame index.html paints before the app runs (build/prerender.ts). The app draws over it
 * rather than hydrating it: it is the same for every screen, and the app's first frame is the screen's own.
 */
export const APP_SHELL_ATTRIBUTE = 'data-app-shell';

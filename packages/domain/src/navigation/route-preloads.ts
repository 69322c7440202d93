/**
 * The web build's list of each screen's scripts beyond the app's entry (`{ "<route pattern>": ["/assets/…"] }`),
 * written next to index.html. The server reads it at start and names those scripts in the HTML it sends for
 * a screen, so they download while the entry does.
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

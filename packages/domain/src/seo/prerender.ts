/**
 * Pages painted from HTML the build already has (the web build's prerender step) do not know the origin
 * they will be served from: their absolute links use this stand-in, and the server puts its own site URL
 * in its place before it sends them.
 */
export const PRERENDER_ORIGIN = 'https://prerender.stryd.invalid';

/** The app paths the build prerenders, each to `<name>.html` next to index.html. */
export const PRERENDERED_PAGES = { '/welcome': 'welcome.html' } as const;

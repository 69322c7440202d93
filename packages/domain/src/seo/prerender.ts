/**
 * The origin a page's absolute links use when it is drawn with no window and no site URL to hand (a page
 * drawn in a test). The server's public settings always name its site, so a page it sends never shows it.
 */
export const PRERENDER_ORIGIN = 'https://prerender.stryd.invalid';

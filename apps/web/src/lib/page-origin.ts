import { PRERENDER_ORIGIN } from '@stryd/domain';

/**
 * The origin a page's own links fall back on when the public config names no site (absoluteUrl): the
 * browser's, or, while the page is drawn where there is no window, PRERENDER_ORIGIN. The server's public
 * config always names its site (publicConfigOf), so a page it draws never shows PRERENDER_ORIGIN.
 */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? PRERENDER_ORIGIN : window.location.origin;
}

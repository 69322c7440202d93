import { PRERENDER_ORIGIN } from '@stryd/domain';

/**
 * The origin a page's own links are built on: the browser's, or, while the page is drawn where there is no
 * window (the build, the server), PRERENDER_ORIGIN, which the server replaces with its own origin when it
 * sends the page.
 */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? PRERENDER_ORIGIN : window.location.origin;
}

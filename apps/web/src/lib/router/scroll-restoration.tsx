import { decodePathSegment } from '@stryd/domain';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useRouterView } from './router';
import { persistScroll, rememberedScroll, rememberScroll, restorePersistedScroll } from './scroll-memory';

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  const target = document.getElementById(decodePathSegment(hash.slice(1)));
  target?.scrollIntoView();
  return target !== null;
}

/** Whether this document was opened by a reload or Back/Forward, the loads that return to a position. */
function returning(): boolean {
  const [load] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (load as PerformanceNavigationTiming | undefined)?.type;
  return type === undefined || type === 'reload' || type === 'back_forward';
}

/**
 * Returns a reloaded page to where the reader was. The page's content arrives after the app's first draw,
 * so this scrolls once the document is tall enough, unless the reader scrolls first or 5 s pass. A new
 * visit in the same tab (a typed address, a sign-in's return) starts at the top.
 */
function scrollWhenTallEnough(y: number): void {
  if (!returning() || window.scrollY !== 0) return;
  const reach = () => {
    if (document.documentElement.scrollHeight - window.innerHeight < y) return false;
    window.scrollTo(0, y);
    return true;
  };
  if (typeof ResizeObserver === 'undefined') {
    window.scrollTo(0, y);
    return;
  }
  if (reach()) return;
  const readerMoves = ['wheel', 'touchstart', 'keydown'] as const;
  const observer = new ResizeObserver(() => {
    if (reach()) stop();
  });
  const timer = setTimeout(() => stop(), 5000);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const name of readerMoves) window.removeEventListener(name, stop);
  }
  observer.observe(document.body);
  for (const name of readerMoves) window.addEventListener(name, stop, { passive: true });
}

/**
 * Scroll like a site of separate pages would: a new page starts at the top (or at its #fragment), Back and
 * Forward return to where the reader was, and so does a reload.
 */
export function ScrollRestoration() {
  const { location, action, preventScrollReset } = useRouterView();
  const firstDraw = useRef(true);
  const shownKey = useRef(location.key);
  shownKey.current = location.key;

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onPageHide = () => {
      rememberScroll(shownKey.current);
      persistScroll();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per history entry shown.
  useLayoutEffect(() => {
    const first = firstDraw.current;
    firstDraw.current = false;
    if (first) restorePersistedScroll();
    const saved = rememberedScroll(location.key);
    if (first) {
      if (saved !== undefined) scrollWhenTallEnough(saved);
      return;
    }
    if (action === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (scrollToHash(location.hash) || preventScrollReset) return;
    window.scrollTo(0, 0);
  }, [location.key]);

  return null;
}

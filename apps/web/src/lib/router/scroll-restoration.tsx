import { useEffect, useLayoutEffect, useRef } from 'react';
import { useRouterView } from './router';
import { persistScroll, rememberedScroll, rememberScroll, restorePersistedScroll } from './scroll-memory';

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // Use the fragment as written.
  }
  const target = document.getElementById(id);
  target?.scrollIntoView();
  return target !== null;
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
    if ((first || action === 'POP') && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (first || scrollToHash(location.hash) || preventScrollReset) return;
    window.scrollTo(0, 0);
  }, [location.key]);

  return null;
}

import { useDeferredValue } from 'react';

/**
 * False while React renders on the server, hydrates, or draws a part for the first time; true in a render
 * React does afterwards, when nothing more urgent waits (a deferred render, which a tap interrupts). For
 * parts nobody waits for on arrival (the toast outlet): unlike useHydrated, they are not drawn inside a
 * tap that made React hydrate the page at once, so that tap answers sooner.
 */
export function useAfterHydration(): boolean {
  return useDeferredValue(true, false);
}

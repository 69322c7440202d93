import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React renders on the server or hydrates a page drawn at build time, true otherwise: parts
 * that differ in the browser (a stored theme, the toast outlet) wait for it, so hydration finds the
 * markup the build drew and keeps it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

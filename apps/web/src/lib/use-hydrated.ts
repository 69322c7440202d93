import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React renders on the server or hydrates the page it drew, true otherwise: parts that differ
 * in the browser (a device's theme, the toast outlet, a clock time) wait for it, so hydration finds the
 * markup the server drew and keeps it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

import { useSyncExternalStore } from 'react';

/**
 * What the app shows about working offline: whether the browser has a connection, how many set logs wait
 * in the queue, and the reload that starts a new version of the app once one is ready. Kept free of
 * imports so it costs the first load nothing; lib/offline/offline-runtime.ts fills it after load.
 */
export interface OfflineState {
  online: boolean;
  /** Ticks and unticks waiting in the queue to be sent. */
  waiting: number;
  /** Set when a new version of the app has been downloaded: activates it and reloads the page. */
  reload: (() => void) | null;
}

let state: OfflineState = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  waiting: 0,
  reload: null,
};
const listeners = new Set<() => void>();

export function setOfflineState(change: Partial<OfflineState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export function getOfflineState(): OfflineState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(subscribe, getOfflineState, getOfflineState);
}

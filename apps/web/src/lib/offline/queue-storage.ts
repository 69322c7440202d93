import { clear, createStore, del, set, values } from 'idb-keyval';
import type { QueuedSetRequest, QueueStorage } from './set-queue';

/** The set-log queue in IndexedDB (database 'stryd-offline', store 'set-queue'). */
export function indexedDbQueue(database = 'stryd-offline'): QueueStorage {
  const store = createStore(database, 'set-queue');
  return {
    values: () => values<QueuedSetRequest>(store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    clear: () => clear(store),
  };
}

/** The same queue in memory: for tests, and where IndexedDB is unavailable. */
export function memoryQueue(): QueueStorage {
  const entries = new Map<string, QueuedSetRequest>();
  return {
    values: async () => [...entries.values()],
    set: async (key, value) => {
      entries.set(key, value);
    },
    del: async (key) => {
      entries.delete(key);
    },
    clear: async () => entries.clear(),
  };
}

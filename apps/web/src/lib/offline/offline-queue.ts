import { apiFetch } from '../api-client';
import { clock } from '../clock';
import { setOfflineState } from './offline-state';
import { indexedDbQueue } from './queue-storage';
import {
  type DrainResult,
  drain,
  enqueue,
  type QueuedSetRequest,
  type QueueStorage,
  queuedRequests,
  setsChanged,
} from './set-queue';

/**
 * The app's one set-log queue (set-queue.ts over IndexedDB) and its sync: what the routine page queues
 * when a tick cannot reach the server, and what offline-runtime.ts sends when the connection returns.
 */

let storage: QueueStorage | null | undefined;

/** Tests put an in-memory queue here; null means no queue (a failed tick is rolled back as before). */
export function setQueueStorage(next: QueueStorage | null | undefined): void {
  storage = next;
}

function available(): QueueStorage | null {
  if (storage === undefined) storage = typeof indexedDB === 'undefined' ? null : indexedDbQueue();
  return storage;
}

function queue(): QueueStorage {
  const found = available();
  if (!found) throw new Error('No offline storage in this browser.');
  return found;
}

async function refreshCount(): Promise<void> {
  setOfflineState({ waiting: setsChanged(await queue().values()) });
}

export async function queueSetRequest(request: Omit<QueuedSetRequest, 'seq' | 'queuedAt'>): Promise<void> {
  await enqueue(queue(), { ...request, queuedAt: clock.now().toISOString() });
  await refreshCount();
}

/** The requests still waiting for one routine, oldest first (none when there is no queue). */
export async function queuedFor(routine: QueuedSetRequest['routine']): Promise<QueuedSetRequest[]> {
  try {
    return (await queuedRequests(queue())).filter(
      (r) => r.routine.userID === routine.userID && r.routine.routineName === routine.routineName,
    );
  } catch {
    return [];
  }
}

/** Whether a tick or untick of this set still waits: a later change of it must queue behind it. */
export async function isQueued(setId: string): Promise<boolean> {
  try {
    return (await queue().values()).some((r) => r.setId === setId);
  } catch {
    return false;
  }
}

const listeners = new Set<(result: DrainResult) => void>();

/** Called after each sync round that sent or dropped something. */
export function onSynced(listener: (result: DrainResult) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let running: Promise<DrainResult> | null = null;

/** Sends what waits, in order; one round at a time (the online event, the timer and app start overlap). */
export function syncQueue(): Promise<DrainResult> {
  const store = available();
  if (!store) return Promise.resolve({ sent: [], dropped: [], remaining: 0 });
  running ??= (async () => {
    try {
      const result = await drain(store, (r) =>
        apiFetch(r.path, { method: r.method, ...(r.body === undefined ? {} : { body: r.body }) }),
      );
      setOfflineState({ waiting: result.remaining });
      if (result.sent.length + result.dropped.length > 0) for (const listener of listeners) listener(result);
      return result;
    } finally {
      running = null;
    }
  })();
  return running;
}

/** Sign-out and account deletion: nothing of the account stays on the device. */
export async function clearQueue(): Promise<void> {
  await available()?.clear();
  setOfflineState({ waiting: 0 });
}

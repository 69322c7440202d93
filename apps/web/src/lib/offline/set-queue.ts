import { ApiError } from '../api-client';

/** One tick (PUT) or untick (DELETE) of a set that could not reach the server, kept to be sent later. */
export interface QueuedSetRequest {
  /** The client's set id: the server's idempotency key, sent again unchanged. */
  setId: string;
  method: 'PUT' | 'DELETE';
  /** The API path exactly as the page called it (without the /api prefix). */
  path: string;
  /** The PUT body exactly as the page sent it. */
  body?: unknown;
  /** Which routine page it belongs to, so that page can show it after a reload. */
  routine: { userID: string; routineName: string };
  queuedAt: string;
  /** Position in the queue: requests go out in the order they were made. */
  seq: number;
}

/** Where the queue lives: IndexedDB in the browser (queue-storage.ts), a Map in tests. */
export interface QueueStorage {
  values(): Promise<QueuedSetRequest[]>;
  set(key: string, value: QueuedSetRequest): Promise<void>;
  del(key: string): Promise<void>;
  clear(): Promise<void>;
}

/** One request per set id and method: queuing the same tick twice keeps one, in its first place. */
export const queueKey = (request: Pick<QueuedSetRequest, 'method' | 'setId'>) =>
  `${request.method} ${request.setId}`;

/**
 * How many sets the requests change, which is what the offline status counts: a set ticked and then
 * unticked while both wait changes nothing. Both are still sent, in order, since the tick may have
 * reached the server before its answer was lost.
 */
export function setsChanged(requests: readonly Pick<QueuedSetRequest, 'method' | 'setId'>[]): number {
  const methods = new Map<string, Set<QueuedSetRequest['method']>>();
  for (const { setId, method } of requests) methods.set(setId, (methods.get(setId) ?? new Set()).add(method));
  return [...methods.values()].filter((made) => made.size === 1).length;
}

export async function queuedRequests(storage: QueueStorage): Promise<QueuedSetRequest[]> {
  return (await storage.values()).sort((a, b) => a.seq - b.seq);
}

export async function enqueue(
  storage: QueueStorage,
  request: Omit<QueuedSetRequest, 'seq'>,
): Promise<QueuedSetRequest> {
  const all = await storage.values();
  const same = all.find((r) => queueKey(r) === queueKey(request));
  const seq = same?.seq ?? all.reduce((max, r) => Math.max(max, r.seq), 0) + 1;
  const entry = { ...request, seq };
  await storage.set(queueKey(entry), entry);
  return entry;
}

export interface DrainResult {
  sent: { request: QueuedSetRequest; answer: unknown }[];
  /** Refused by the server (4xx): dropped, with the server's message. */
  dropped: { request: QueuedSetRequest; error: ApiError }[];
  /**
   * Sets whose requests still wait (no connection, or the server failed), counted by setsChanged: tried
   * again later, in the same order. Read from the queue once the round is over, so requests queued while
   * it ran are counted too.
   */
  remaining: number;
}

/**
 * Sends the queue in order. An answer removes the request; a refusal (4xx) drops it, as the same request
 * sent online would have failed; no connection or a server error stops the round and keeps the rest, so
 * a later request never overtakes an earlier one.
 */
export async function drain(
  storage: QueueStorage,
  send: (request: QueuedSetRequest) => Promise<unknown>,
): Promise<DrainResult> {
  const queue = await queuedRequests(storage);
  const result: DrainResult = { sent: [], dropped: [], remaining: 0 };
  for (const request of queue) {
    try {
      const answer = await send(request);
      result.sent.push({ request, answer });
    } catch (error) {
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (!refused) break;
      result.dropped.push({ request, error });
    }
    await storage.del(queueKey(request));
  }
  result.remaining = setsChanged(await storage.values());
  return result;
}

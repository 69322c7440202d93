import { ApiError } from './api-client';

/** Waits before each retry: a dropped request in a basement gym often goes through a moment later. */
export const NETWORK_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;

/**
 * Runs `call` again while it fails to reach the server (status 0), after each delay in turn; any
 * answer from the server, good or bad, ends it. Only for idempotent calls (the same set id, say).
 */
export async function retryWhileOffline<T>(
  call: () => Promise<T>,
  delaysMs: readonly number[] = NETWORK_RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const unreachable = error instanceof ApiError && error.status === 0;
      const delay = delaysMs[attempt];
      if (!unreachable || delay === undefined) throw error;
      await wait(delay);
    }
  }
}

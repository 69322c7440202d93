import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Long work on the event loop (reading a 92,000-row file, grouping it) lets other requests run: the
 * returned function is awaited on every step and gives up the loop only once `sliceMs` have passed
 * since the last turn. Counting rows instead missed the steps that are slow for other reasons.
 */
export function turnTaker(sliceMs = 10): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
}

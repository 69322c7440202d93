import { API_PREFIX, routinePageReads, type ScreenData } from '@stryd/domain';
import { API_CACHE } from './api-cache-name';

/** The API answers a page drawn by the server carries, under the paths the app would read them from. */
export function drawnAnswers(data: ScreenData): [path: string, answer: unknown][] {
  const answers: [string, unknown][] = [
    [`${API_PREFIX}/me`, data.me],
    [`${API_PREFIX}/public-config`, data.publicConfig],
  ];
  if (data.routinePage) {
    const reads = routinePageReads(data.routinePage.ref);
    answers.push([`${API_PREFIX}${reads.routine}`, data.routinePage.routine]);
    answers.push([`${API_PREFIX}${reads.session}`, data.routinePage.session]);
  }
  return answers;
}

/**
 * A drawn page's answers never pass through the service worker (the app takes them from the page), so on
 * their own they would leave it nothing to open the page with offline. They are put where it keeps the
 * answers it fetches (API_CACHE, build/pwa.ts), as if fetched; the next fetch online replaces them.
 */
export async function keepDrawnAnswers(data: ScreenData, origin: string = location.origin): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(API_CACHE);
  await Promise.all(
    drawnAnswers(data).map(([path, answer]) =>
      cache.put(
        new URL(path, origin).href,
        new Response(JSON.stringify(answer), {
          headers: { 'content-type': 'application/json; charset=utf-8' },
        }),
      ),
    ),
  );
}

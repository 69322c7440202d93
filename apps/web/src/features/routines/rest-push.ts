import { apiFetch } from '../../lib/api-client';
import { pushIsOn } from '../../lib/push';

/**
 * The rest timer's end by push (decision 036): a page cannot keep a timer alive while the phone is locked,
 * so for a device with push on, the server is told when a rest ends and pushes "Rest over" then. Best
 * effort: the timer on the page runs the same without it.
 */

/** What the service worker posts to open pages when "+30 s" or "Skip" is tapped on the push (public/push-sw.js). */
const REST_MESSAGE = 'stryd-rest';

// Whether the server holds a rest of this page's, so a skip or an end on screen tells it (and only then).
let announced = false;

/** Tells the server this page's rest ends `ms` from now, if this device gets pushes. */
export async function announceRest(ms: number, path: string): Promise<void> {
  if (!(await pushIsOn())) return;
  announced = true;
  await apiFetch('/me/rest-timer', {
    method: 'PUT',
    body: { seconds: Math.max(1, Math.round(ms / 1000)), path },
  }).catch(() => undefined);
}

/** The rest was skipped, ended on screen or the page left: no push for it. */
export function cancelRest(): void {
  if (!announced) return;
  announced = false;
  void apiFetch('/me/rest-timer', { method: 'DELETE' }).catch(() => undefined);
}

/**
 * Calls `listener` with the new end (ms since the epoch) when "+30 s" was tapped on the push, or null when
 * "Skip" was. Returns the unsubscribe.
 */
export function onRestFromPush(listener: (endsAt: number | null) => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; endsAt?: unknown } | null;
    if (data?.type !== REST_MESSAGE) return;
    if (typeof data.endsAt === 'string') {
      announced = true;
      listener(Date.parse(data.endsAt));
    } else {
      announced = false;
      listener(null);
    }
  };
  const worker = navigator.serviceWorker;
  worker.addEventListener('message', onMessage);
  return () => worker.removeEventListener('message', onMessage);
}

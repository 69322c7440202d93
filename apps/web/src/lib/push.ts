import type { PushSubscriptionBody } from '@stryd/domain';
import { apiFetch } from './api-client';

/** What the push switch says when it cannot do what was asked (docs/product.md "Push notifications"). */
export const PUSH_TEXT = {
  label: 'Push notifications on this device',
  hint: 'Your notifications and the end of a rest, even with the app closed.',
  unsupported:
    'This browser cannot receive push notifications. On an iPhone, add Stryd to the Home Screen first.',
  blocked:
    'Notifications from Stryd are blocked in this browser. Allow them in the site settings, then try again.',
  dismissed: 'Push notifications stay off: the browser was not allowed to show them.',
  notReady: 'Push notifications are not ready yet. Reload the page and try again.',
  failed: 'Could not change push notifications on this device. Please try again.',
  on: 'Push notifications are on for this device.',
  off: 'Push notifications are off for this device.',
} as const;

/** A refusal the switch shows as it is (one of PUSH_TEXT's messages). */
export class PushRefused extends Error {}

const READY_TIMEOUT_MS = 10_000;

/** True where the browser can subscribe to pushes: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The registered service worker (the app registers it after load, decision 025), or a refusal. */
async function registration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_resolve, reject) =>
    setTimeout(() => reject(new PushRefused(PUSH_TEXT.notReady)), READY_TIMEOUT_MS),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** This device's push subscription, if it has one (null where push is not supported). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const found = await navigator.serviceWorker.getRegistration();
  return (await found?.pushManager.getSubscription()) ?? null;
}

/** True when this device gets pushes: allowed, and subscribed (the rest timer asks before telling the server). */
export async function pushIsOn(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  return (await currentPushSubscription()) !== null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/**
 * Asks the browser's permission, subscribes with the server's VAPID key and gives the subscription to the
 * server. A subscription the server refuses is undone here too.
 */
export async function turnPushOn(): Promise<void> {
  if (!pushSupported()) throw new PushRefused(PUSH_TEXT.unsupported);
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushRefused(PUSH_TEXT.blocked);
  if (permission !== 'granted') throw new PushRefused(PUSH_TEXT.dismissed);
  const { publicKey } = await apiFetch<{ publicKey: string }>('/push/key');
  const worker = await registration();
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  try {
    await apiFetch('/me/push-subscriptions', {
      method: 'POST',
      body: subscription.toJSON() as PushSubscriptionBody,
    });
  } catch (error) {
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
}

/** Tells the server to forget this device, then ends the browser's subscription. */
export async function turnPushOff(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await apiFetch('/me/push-subscriptions', { method: 'DELETE', body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

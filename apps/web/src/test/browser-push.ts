import { act } from '@testing-library/react';
import { vi } from 'vitest';

export const FAKE_PUSH_KEY = `B${'A'.repeat(86)}`;
export const FAKE_PUSH_ENDPOINT = 'https://push.example.com/send/device-1';
export const FAKE_SUBSCRIPTION_JSON = {
  endpoint: FAKE_PUSH_ENDPOINT,
  keys: { p256dh: FAKE_PUSH_KEY, auth: 'A'.repeat(22) },
};

/**
 * The browser's Push API as far as the app uses it (jsdom has none): a service worker (an EventTarget its
 * pages hear messages on) with a registration, its push manager, and the notification permission.
 * Undone by vi.unstubAllGlobals and `Reflect.deleteProperty(navigator, 'serviceWorker')`.
 */
export function fakeBrowserPush({
  permission = 'default',
  answer = 'granted',
  subscribed = false,
}: {
  /** Notification.permission now. */
  permission?: NotificationPermission;
  /** What Notification.requestPermission() answers. */
  answer?: NotificationPermission;
  subscribed?: boolean;
} = {}) {
  type Subscription = { endpoint: string; toJSON(): unknown; unsubscribe: () => Promise<boolean> };
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const make = (): Subscription => ({
    endpoint: FAKE_PUSH_ENDPOINT,
    toJSON: () => FAKE_SUBSCRIPTION_JSON,
    unsubscribe,
  });
  let subscription: Subscription | null = subscribed ? make() : null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      subscription = make();
      return subscription;
    }),
  };
  const registration = { pushManager };
  const worker = Object.assign(new EventTarget(), {
    ready: Promise.resolve(registration),
    getRegistration: async () => registration,
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    Object.assign(class {}, { permission, requestPermission: vi.fn(async () => answer) }),
  );
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
  return {
    pushManager,
    unsubscribe,
    /** What the service worker posts to pages when "+30 s" or "Skip" is tapped on a rest's push. */
    restTapped: (endsAt: string | null) =>
      act(() => {
        worker.dispatchEvent(new MessageEvent('message', { data: { type: 'stryd-rest', endsAt } }));
      }),
  };
}

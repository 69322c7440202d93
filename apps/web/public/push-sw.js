// Web Push in the service worker (decision 036). The generated sw.js loads this file (build/pwa.ts,
// workbox importScripts). It shows what the server pushed (a PushMessage of @stryd/domain) and answers
// taps: a notification opens its screen in an open Stryd tab, or a new one; the rest timer's "+30 s" and
// "Skip" change the rest on the server and tell open pages. Plain script: it runs as the worker loads it.

/** What "+30 s" adds: REST_MORE_SECONDS of @stryd/domain (push-sw.test.ts keeps them equal). */
const REST_MORE_SECONDS = 30;

/** Open Stryd pages, told of a rest changed from a notification ({ type, endsAt }; null: the rest is over). */
const REST_MESSAGE = 'stryd-rest';

async function windows() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

async function tellPages(endsAt) {
  for (const page of await windows()) page.postMessage({ type: REST_MESSAGE, endsAt });
}

self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    (async () => {
      // A rest that ends on a page on screen is announced by the page itself (its beep and "Rest over").
      if (message.restEndsAt && (await windows()).some((page) => page.visibilityState === 'visible')) return;
      await self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        icon: '/icon-512.png',
        badge: '/favicon.svg',
        data: { url: message.url, restEndsAt: message.restEndsAt ?? null },
        actions: Array.isArray(message.actions) ? message.actions : [],
      });
    })(),
  );
});

/** PUT with a body (JSON), or DELETE without one. An answer that is not 2xx (a rest long over) is null. */
async function changeRest(method, body) {
  const response = await fetch('/api/me/rest-timer', {
    method,
    credentials: 'same-origin',
    headers: body
      ? { 'content-type': 'application/json', accept: 'application/json' }
      : { accept: 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return response.ok ? response.json() : null;
}

async function openPage(url) {
  const target = new URL(url || '/', self.location.origin);
  if (target.origin !== self.location.origin) return;
  const open = await windows();
  const same = open.find((page) => new URL(page.url).pathname === target.pathname);
  const page = same ?? open[0];
  if (page) {
    const focused = await page.focus();
    if (!same && 'navigate' in focused) await focused.navigate(target.href);
    return;
  }
  await self.clients.openWindow(target.href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url, restEndsAt } = event.notification.data ?? {};
  if (event.action === 'rest-more' && restEndsAt) {
    event.waitUntil(
      (async () => {
        const answer = await changeRest('PUT', { seconds: REST_MORE_SECONDS, from: restEndsAt, path: url });
        if (answer) await tellPages(answer.endsAt);
      })(),
    );
  } else if (event.action === 'rest-skip') {
    event.waitUntil(
      (async () => {
        await changeRest('DELETE');
        await tellPages(null);
      })(),
    );
  } else {
    event.waitUntil(openPage(url));
  }
});

import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { REST_MORE_SECONDS, REST_PUSH } from '@stryd/domain';
import { describe, expect, it, vi } from 'vitest';

// Vitest runs the web project from apps/web or from the root, by how it was started.
const file = [resolve('public/push-sw.js'), resolve('apps/web/public/push-sw.js')].find(existsSync);
const source = readFileSync(file!, 'utf8');
const ORIGIN = 'https://stryd.example';

interface FakePage {
  url: string;
  visibilityState: 'visible' | 'hidden';
  postMessage: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

/** A service worker's global as far as push-sw.js uses it, with the script loaded into it. */
function worker(pages: FakePage[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const fetched: { url: string; init: RequestInit }[] = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    clients: { matchAll: vi.fn(async () => pages), openWindow: vi.fn(async () => null) },
    registration: {
      showNotification: vi.fn(async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      }),
    },
  };
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    fetched.push({ url, init });
    return new Response(JSON.stringify({ endsAt: '2026-11-27T10:00:30.000Z' }), { status: 200 });
  });
  new Function('self', 'fetch', source)(self, fetch);
  /** Fires an event and waits for what it handed to waitUntil. */
  async function fire(type: string, event: Record<string, unknown>) {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  }
  return { self, shown, fetched, fire };
}

const page = (path: string, visibilityState: FakePage['visibilityState'] = 'hidden'): FakePage => ({
  url: `${ORIGIN}${path}`,
  visibilityState,
  postMessage: vi.fn(),
  focus: vi.fn(async function (this: FakePage) {
    return this;
  }),
  navigate: vi.fn(async () => null),
});
const push = (message: unknown) => ({ data: { json: () => message } });
const restMessage = {
  title: REST_PUSH.title,
  body: REST_PUSH.body,
  url: '/stryds/u1/Push%20day',
  tag: REST_PUSH.tag,
  restEndsAt: '2026-11-27T10:00:00.000Z',
  actions: REST_PUSH.actions,
};

describe('the service worker’s push handlers (public/push-sw.js)', () => {
  it('adds what the domain says "+30 s" adds', () => {
    expect(source).toContain(`const REST_MORE_SECONDS = ${REST_MORE_SECONDS};`);
  });

  it('shows a pushed notification with its words, its screen and its actions', async () => {
    const sw = worker();
    await sw.fire(
      'push',
      push({ title: 'New kudos', body: 'sam gave kudos', url: '/history/s1', tag: 'n1' }),
    );
    expect(sw.shown).toEqual([
      {
        title: 'New kudos',
        options: expect.objectContaining({
          body: 'sam gave kudos',
          tag: 'n1',
          data: { url: '/history/s1', restEndsAt: null },
          actions: [],
        }),
      },
    ]);
    await sw.fire('push', push(restMessage));
    expect(sw.shown[1]?.options.actions).toEqual(REST_PUSH.actions);
  });

  it('leaves a rest’s end to the page when a Stryd page is on screen', async () => {
    const sw = worker([page('/stryds/u1/Push%20day', 'visible')]);
    await sw.fire('push', push(restMessage));
    expect(sw.shown).toEqual([]);
  });

  it('a tap focuses the open page of that screen, or opens it', async () => {
    const open = page('/history/s1');
    const sw = worker([open]);
    const notification = { close: vi.fn(), data: { url: '/history/s1' } };
    await sw.fire('notificationclick', { action: '', notification });
    expect(notification.close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    const none = worker([]);
    await none.fire('notificationclick', { action: '', notification });
    expect(none.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/history/s1`);
  });

  it('"+30 s" moves the rest on the server from the end it announced and tells open pages; "Skip" ends it', async () => {
    const open = page('/stryds/u1/Push%20day');
    const sw = worker([open]);
    const notification = {
      close: vi.fn(),
      data: { url: restMessage.url, restEndsAt: restMessage.restEndsAt },
    };
    await sw.fire('notificationclick', { action: 'rest-more', notification });
    expect(sw.fetched[0]?.url).toBe('/api/me/rest-timer');
    expect(sw.fetched[0]?.init.method).toBe('PUT');
    expect(JSON.parse(String(sw.fetched[0]?.init.body))).toEqual({
      seconds: REST_MORE_SECONDS,
      from: restMessage.restEndsAt,
      path: restMessage.url,
    });
    expect(open.postMessage).toHaveBeenCalledWith({ type: 'stryd-rest', endsAt: '2026-11-27T10:00:30.000Z' });

    await sw.fire('notificationclick', { action: 'rest-skip', notification });
    expect(sw.fetched[1]?.init).toMatchObject({ method: 'DELETE' });
    expect(sw.fetched[1]?.init.body).toBeUndefined();
    expect(open.postMessage).toHaveBeenLastCalledWith({ type: 'stryd-rest', endsAt: null });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishedBenchSession, signUpPremium } from '../../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../../test/test-app';

interface LiveEvent {
  event: string;
  data: Record<string, unknown>;
}

/** The events an open GET /api/live receives, in order (inject cannot hold a stream open). */
interface LiveStream {
  next(): Promise<LiveEvent>;
  close(): void;
}

async function openLive(origin: string, user: SignedUpUser): Promise<LiveStream> {
  const stop = new AbortController();
  const response = await fetch(`${origin}/api/live`, {
    headers: { cookie: user.cookie, accept: 'text/event-stream' },
    signal: stop.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    async next() {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) return { event, data: JSON.parse(data) };
          continue; // a heartbeat
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffer += value;
      }
    },
    close: () => stop.abort(),
  };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms)),
  ]);

/**
 * Issue 33 item 5: the bell's count and a finished session reach open pages without a reload, on the
 * process the page talks to and on another one on the same database (PostgreSQL), within 5 s.
 */
describe.each(testDialects())('live events on %s', (dialect) => {
  let t: TestApp;
  /** Where the app listens, and a second process on the same database (PostgreSQL). */
  let origins: string[];

  const finishSession = async (owner: SignedUpUser) => (await finishedBenchSession(t, owner)).id;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    origins = [await t.app.listen({ port: 0, host: '127.0.0.1' })];
    if (dialect === 'postgres') {
      const second = (await t.secondInstance()).app;
      origins.push(await second.listen({ port: 0, host: '127.0.0.1' }));
    }
  });
  afterAll(async () => t.close());

  it('the unread count arrives at once and on every change, each count once', async () => {
    const [owner, fan] = [await signUpPremium(t), await signUpPremium(t)];
    await injectAs(t.app, owner, 'PUT', '/api/me/session-visibility', { visibility: 'public' });
    const sessionId = await finishSession(owner);
    const streams = await Promise.all(origins.map((origin) => openLive(origin, owner)));
    try {
      for (const stream of streams)
        expect(await within(stream.next(), 5_000)).toEqual({ event: 'unread', data: { unread: 0 } });
      await injectAs(t.app, fan, 'PUT', `/api/history/sessions/${sessionId}/kudos`);
      for (const stream of streams)
        expect(await within(stream.next(), 5_000)).toEqual({ event: 'unread', data: { unread: 1 } });
      await injectAs(t.app, owner, 'POST', '/api/notifications/read', {});
      for (const stream of streams)
        expect(await within(stream.next(), 5_000)).toEqual({ event: 'unread', data: { unread: 0 } });
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it("a finished session reaches its owner's and followers' open feeds, not a stranger's", async () => {
    const [lifter, follower, stranger] = [
      await signUpPremium(t),
      await signUpPremium(t),
      await signUpPremium(t),
    ];
    await injectAs(t.app, follower, 'POST', `/api/users/${lifter.id}/follow`, {});
    const followerStreams = await Promise.all(origins.map((origin) => openLive(origin, follower)));
    const strangerStream = await openLive(origins.at(-1)!, stranger);
    try {
      for (const stream of [...followerStreams, strangerStream])
        expect((await within(stream.next(), 5_000)).event).toBe('unread');
      await finishSession(lifter);
      for (const stream of followerStreams)
        expect(await within(stream.next(), 5_000)).toEqual({ event: 'feed', data: { from: lifter.id } });
      // The stranger hears nothing of it: their next event is their own count, once they get a follow.
      await injectAs(t.app, follower, 'POST', `/api/users/${stranger.id}/follow`, {});
      expect(await within(strangerStream.next(), 5_000)).toEqual({ event: 'unread', data: { unread: 1 } });
    } finally {
      for (const stream of [...followerStreams, strangerStream]) stream.close();
    }
  });

  it('refuses a signed-out stream, and a stream still open does not hold the server up when it stops', async () => {
    const anonymous = await fetch(`${origins[0]}/api/live`, { headers: { accept: 'text/event-stream' } });
    expect(anonymous.status).toBe(401);
    const left = await openLive(origins[0]!, await signUpPremium(t));
    expect((await within(left.next(), 5_000)).event).toBe('unread');
    // Not closed here: afterAll stops the server with it open.
  });
});

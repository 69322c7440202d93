import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutine, enc, finishedBenchSession, signUpPremium } from '../../test/stryd-fixtures';
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

async function openLive(origin: string, user: SignedUpUser, query = ''): Promise<LiveStream> {
  const stop = new AbortController();
  const response = await fetch(`${origin}/api/live${query}`, {
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

  it('a stream opened after its page read the feed tells of the cards since that read, at once', async () => {
    const [lifter, follower] = [await signUpPremium(t), await signUpPremium(t)];
    await injectAs(t.app, follower, 'POST', `/api/users/${lifter.id}/follow`, {});
    const readAt = Date.now();
    await finishSession(lifter);
    // On each process: a page that read the feed before the card opens its stream after it.
    const late = await Promise.all(
      origins.map((origin) => openLive(origin, follower, `?feedSince=${readAt}`)),
    );
    // A page that read it after the card, and one that never read it, have nothing to hear.
    const current = await openLive(origins.at(-1)!, follower, `?feedSince=${Date.now() + 2_000}`);
    const plain = await openLive(origins.at(-1)!, follower);
    try {
      for (const stream of late) {
        expect((await within(stream.next(), 5_000)).event).toBe('unread');
        expect(await within(stream.next(), 5_000)).toEqual({ event: 'feed', data: { from: lifter.id } });
      }
      // Their next event is the count the lifter's follow brings, with no feed event before it.
      await injectAs(t.app, lifter, 'POST', `/api/users/${follower.id}/follow`, {});
      for (const stream of [current, plain]) {
        expect(await within(stream.next(), 5_000)).toEqual({ event: 'unread', data: { unread: 0 } });
        expect(await within(stream.next(), 5_000)).toEqual({ event: 'unread', data: { unread: 1 } });
      }
    } finally {
      for (const stream of [...late, current, plain]) stream.close();
    }
  });

  it('refuses a feedSince that is not a time with a clear 400', async () => {
    const user = await signUpPremium(t);
    for (const bad of ['abc', '-5', '1.5']) {
      const answer = await injectAs(t.app, user, 'GET', `/api/live?feedSince=${bad}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toContain(
        'feedSince must be a time in milliseconds since 1970, 0 or more',
      );
    }
  });

  it("a routine created or joined and a rank reached reach followers' open feeds; a repeat or a tick within a rank does not", async () => {
    const [lifter, other, host, follower] = [
      await signUpPremium(t),
      await signUpPremium(t),
      await signUpPremium(t),
      await signUpPremium(t),
    ];
    for (const followee of [lifter, other])
      await injectAs(t.app, follower, 'POST', `/api/users/${followee.id}/follow`, {});
    const bench = {
      workouts: [{ workoutType: 'Bench Press', workoutSets: 3, workoutReps: '5', exerciseId: 'bench-press' }],
    };
    const hosted = `Hosted ${dialect}`;
    await createRoutine(t, host, hosted, bench);
    const join = () =>
      injectAs(t.app, lifter, 'POST', `/api/stryds/join-routine/${host.id}/${enc(hosted)}`, {});
    const tickHosted = () =>
      injectAs(t.app, lifter, 'POST', `/api/stryds/increment-routine-xp/${host.id}/${enc(hosted)}`, {});
    const setTotalXp = (xp: number) =>
      t.context.database.db
        .updateTable('profiles')
        .set({ total_xp: xp })
        .where('user_id', '=', lifter.id)
        .execute();
    const streams = await Promise.all(origins.map((origin) => openLive(origin, follower)));
    // Each stream's next event is a feed card of `person`'s: one of the lifter's acts, or the other
    // followee's routine made right after an act that must tell nobody (so that act would come first).
    const nextCardOf = async (person: SignedUpUser) => {
      for (const stream of streams)
        expect(await within(stream.next(), 5_000)).toEqual({ event: 'feed', data: { from: person.id } });
    };
    let others = 0;
    const otherMakesARoutine = () => createRoutine(t, other, `Other ${dialect} ${++others}`);
    try {
      for (const stream of streams) expect((await within(stream.next(), 5_000)).event).toBe('unread');

      await createRoutine(t, host, `Unfollowed ${dialect}`);
      await createRoutine(t, lifter, `Own ${dialect}`, bench);
      await nextCardOf(lifter);

      expect((await join()).statusCode).toBe(201);
      await nextCardOf(lifter);
      expect((await join()).statusCode).toBe(200);
      await otherMakesARoutine();
      await nextCardOf(other);

      // A tick that stays within a rank is no card; one that crosses into the next is (XP route).
      expect((await tickHosted()).statusCode).toBe(200);
      await otherMakesARoutine();
      await nextCardOf(other);
      await setTotalXp(795);
      expect((await tickHosted()).json().rank).toBe('Initiate');
      await nextCardOf(lifter);

      // The workout log's set tick reaches a rank too.
      await setTotalXp(1995);
      const ticked = await injectAs(
        t.app,
        lifter,
        'PUT',
        `/api/stryds/${lifter.id}/${enc(`Own ${dialect}`)}/sets/live-rank-${dialect}-a`,
        {
          workoutIndex: 0,
          setIndex: 0,
          reps: 5,
          weightKg: 60,
          seconds: null,
          distanceM: null,
        },
      );
      expect(ticked.json().xp.rank).toBe('Soldier');
      await nextCardOf(lifter);
    } finally {
      for (const stream of streams) stream.close();
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

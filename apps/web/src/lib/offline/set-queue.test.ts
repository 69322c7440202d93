import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { indexedDbQueue, memoryQueue } from './queue-storage';
import { drain, enqueue, type QueuedSetRequest, type QueueStorage, queuedRequests } from './set-queue';

const routine = { userID: 'u1', routineName: 'Leg Day' };

function tick(setId: string, method: 'PUT' | 'DELETE' = 'PUT'): Omit<QueuedSetRequest, 'seq'> {
  return {
    setId,
    method,
    path: `/stryds/u1/Leg%20Day/sets/${setId}`,
    ...(method === 'PUT' ? { body: { workoutIndex: 0, setIndex: 0, reps: 8, weightKg: 60 } } : {}),
    routine,
    queuedAt: '2026-11-24T10:00:00.000Z',
  };
}

const offline = () => new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.');

describe.each<[string, () => QueueStorage]>([
  ['in memory', memoryQueue],
  // A real IndexedDB (fake-indexeddb), through idb-keyval as in the browser; one database per test.
  ['in IndexedDB', () => indexedDbQueue(`stryd-offline-test-${crypto.randomUUID()}`)],
])('the set-log queue %s', (_name, storage) => {
  it('keeps requests in the order they were made, and counts them', async () => {
    const queue = storage();
    await enqueue(queue, tick('set-b'));
    await enqueue(queue, tick('set-a'));
    await enqueue(queue, tick('set-b', 'DELETE'));
    expect((await queuedRequests(queue)).map((r) => `${r.method} ${r.setId}`)).toEqual([
      'PUT set-b',
      'PUT set-a',
      'DELETE set-b',
    ]);
  });

  it('keeps one request per set id and method, in its first place', async () => {
    const queue = storage();
    await enqueue(queue, tick('set-a'));
    await enqueue(queue, tick('set-b'));
    await enqueue(queue, { ...tick('set-a'), body: { workoutIndex: 0, setIndex: 0, reps: 10 } });
    const all = await queuedRequests(queue);
    expect(all.map((r) => r.setId)).toEqual(['set-a', 'set-b']);
    expect(all[0]?.body).toMatchObject({ reps: 10 });
  });

  it('sends each request once, in order, exactly as queued, and empties the queue', async () => {
    const queue = storage();
    await enqueue(queue, tick('set-a'));
    await enqueue(queue, tick('set-b'));
    const sent: QueuedSetRequest[] = [];
    const result = await drain(queue, async (request) => {
      sent.push(request);
      return { ok: request.setId };
    });
    expect(sent.map((r) => [r.method, r.path, r.body])).toEqual([
      ['PUT', '/stryds/u1/Leg%20Day/sets/set-a', tick('set-a').body],
      ['PUT', '/stryds/u1/Leg%20Day/sets/set-b', tick('set-b').body],
    ]);
    expect(result.sent.map((s) => s.answer)).toEqual([{ ok: 'set-a' }, { ok: 'set-b' }]);
    expect(result.remaining).toBe(0);
    expect(await queuedRequests(queue)).toEqual([]);
  });

  it('drops a request the server refuses (4xx) with its message, and goes on with the rest', async () => {
    const queue = storage();
    await enqueue(queue, tick('set-a'));
    await enqueue(queue, tick('set-b'));
    const result = await drain(queue, async (request) => {
      if (request.setId === 'set-a') throw new ApiError(402, 'PREMIUM_REQUIRED', 'Plus is needed.');
      return {};
    });
    expect(result.dropped.map((d) => [d.request.setId, d.error.message])).toEqual([
      ['set-a', 'Plus is needed.'],
    ]);
    expect(result.sent.map((s) => s.request.setId)).toEqual(['set-b']);
    expect(await queuedRequests(queue)).toEqual([]);
  });

  it.each([
    ['no connection', offline],
    ['a server error', () => new ApiError(503, 'UNAVAILABLE', 'Try later.')],
  ])('keeps the request that met %s and everything after it, for the next round', async (_label, failure) => {
    const queue = storage();
    await enqueue(queue, tick('set-a'));
    await enqueue(queue, tick('set-b'));
    await enqueue(queue, tick('set-c'));
    const tried: string[] = [];
    const result = await drain(queue, async (request) => {
      tried.push(request.setId);
      if (request.setId === 'set-b') throw failure();
      return {};
    });
    expect(tried).toEqual(['set-a', 'set-b']);
    expect(result.remaining).toBe(2);
    expect((await queuedRequests(queue)).map((r) => r.setId)).toEqual(['set-b', 'set-c']);
    const next = await drain(queue, async () => ({}));
    expect(next.sent.map((s) => s.request.setId)).toEqual(['set-b', 'set-c']);
  });

  it('counts what still waits by set: a tick and its untick both waiting change nothing', async () => {
    const queue = storage();
    await enqueue(queue, tick('set-a'));
    await enqueue(queue, tick('set-b'));
    await enqueue(queue, tick('set-c'));
    await enqueue(queue, tick('set-c', 'DELETE'));
    const result = await drain(queue, async () => {
      throw offline();
    });
    expect(result.remaining).toBe(2);
    // Both are still sent, in order: the tick may have reached the server before its answer was lost.
    const next = await drain(queue, async () => ({}));
    expect(next.sent.map((s) => `${s.request.method} ${s.request.setId}`)).toEqual([
      'PUT set-a',
      'PUT set-b',
      'PUT set-c',
      'DELETE set-c',
    ]);
    expect(next.remaining).toBe(0);
  });

  it('a new request after a drained one still goes last', async () => {
    const queue = storage();
    await enqueue(queue, tick('set-a'));
    await enqueue(queue, tick('set-b'));
    await drain(queue, async (r) => {
      if (r.setId === 'set-b') throw offline();
    });
    await enqueue(queue, tick('set-c'));
    expect((await queuedRequests(queue)).map((r) => r.setId)).toEqual(['set-b', 'set-c']);
  });

  it('clear empties it (sign-out)', async () => {
    const queue = storage();
    await enqueue(queue, tick('set-a'));
    await queue.clear();
    expect(await queuedRequests(queue)).toEqual([]);
  });
});

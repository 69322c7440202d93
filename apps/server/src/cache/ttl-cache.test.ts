import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

function clock(start = 1_000) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

/** A promise whose resolution the test controls. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('TtlCache', () => {
  it('serves a value until its time to live has passed', () => {
    const time = clock();
    const cache = new TtlCache<string>({ ttlMs: 100, maxEntries: 10, now: time.now });
    cache.set('a', 'first');
    time.advance(99);
    expect(cache.get('a')).toBe('first');
    time.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entry when full', () => {
    const cache = new TtlCache<number>({ ttlMs: 1_000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 11); // setting again makes 'a' the newest
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([11, undefined, 3]);
  });

  it('loads once for concurrent misses and caches the answer', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1_000, maxEntries: 10 });
    let loads = 0;
    const gate = deferred<string>();
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const both = Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    gate.resolve('v');
    expect(await both).toEqual(['v', 'v']);
    expect(await cache.getOrLoad('k', load)).toBe('v');
    expect(loads).toBe(1);
  });

  it('does not store a load that was running when its key was forgotten', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1_000, maxEntries: 10 });
    const stale = deferred<string>();
    const running = cache.getOrLoad('k', () => stale.promise);
    cache.delete('k');
    stale.resolve('before the change');
    expect(await running).toBe('before the change');
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.getOrLoad('k', async () => 'after the change')).toBe('after the change');
  });

  it('lets keepUntil shorten an entry or refuse to keep it', async () => {
    const time = clock();
    const cache = new TtlCache<string | null>({ ttlMs: 1_000, maxEntries: 10, now: time.now });
    const keepUntil = (value: string | null, now: number) => (value === null ? null : now + 10);
    expect(await cache.getOrLoad('none', async () => null, keepUntil)).toBeNull();
    expect(cache.size).toBe(0);
    await cache.getOrLoad('short', async () => 'x', keepUntil);
    time.advance(10);
    expect(cache.get('short')).toBeUndefined();
  });

  it('forgets everything on clear, and a failed load is not cached', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1_000, maxEntries: 10 });
    cache.set('a', '1');
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    await expect(cache.getOrLoad('b', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('b', async () => 'up')).toBe('up');
  });
});

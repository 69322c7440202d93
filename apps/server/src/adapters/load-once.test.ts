import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads on first use only and shares the result between concurrent callers', async () => {
    let loads = 0;
    const get = loadOnce(async () => {
      loads += 1;
      return { loaded: loads };
    });
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(await get()).toBe(a);
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let attempts = 0;
    const get = loadOnce(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('not yet');
      return 'ready';
    });
    await expect(get()).rejects.toThrow('not yet');
    await expect(get()).resolves.toBe('ready');
    expect(attempts).toBe(2);
  });
});

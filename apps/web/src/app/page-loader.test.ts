import { describe, expect, it, vi } from 'vitest';
import { loadedPage, loadPage, pageCodeFor } from './page-loader';

// The chat page's code cannot be fetched the first time (offline, say), and can the next.
const attempts = vi.hoisted(() => ({ count: 0 }));
vi.mock('../features/cali-chat/pages/cali-chat-page', () => {
  attempts.count += 1;
  if (attempts.count === 1) throw new Error('Failed to fetch dynamically imported module');
  return { CaliChatPage: () => null };
});

describe('page loader', () => {
  it('a screen whose code loaded needs nothing more; an unknown path needs nothing', async () => {
    await loadPage('/welcome');
    expect(pageCodeFor({ pathname: '/welcome' })).toBeUndefined();
    expect(pageCodeFor({ pathname: '/no-such-page' })).toBeUndefined();
  });

  it('a screen whose code failed to load is tried again on the next visit', async () => {
    await expect(loadPage('/cali-chat')).rejects.toThrow();
    expect(loadedPage('/cali-chat')).toMatchObject({ error: expect.any(Error) });
    const retry = pageCodeFor({ pathname: '/cali-chat' });
    expect(retry).toBeInstanceOf(Promise);
    await retry;
    expect(loadedPage('/cali-chat')).toMatchObject({ Page: expect.any(Function) });
    expect(pageCodeFor({ pathname: '/cali-chat' })).toBeUndefined();
  });
});

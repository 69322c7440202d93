import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGES_CACHE, SIGNED_IN_PAGE_HEADER } from '../src/lib/offline/cache-names';
import { keepSignedInPage } from '../src/lib/offline/keep-signed-in-page';
import { isHashedAsset, isOfflineApiRead, isPageLoad, isPrecached, keptPageForAnotherAddress } from './pwa';

const here = self.location.origin;
const at = (path: string, { mode, ...init }: RequestInit = {}) => {
  const url = new URL(path, here);
  const request = new Request(url, init);
  // A Request cannot be made with the navigation mode outside a browser's page load: it is set after.
  if (mode) Object.defineProperty(request, 'mode', { value: mode });
  return { url, request };
};

describe('isOfflineApiRead', () => {
  it('keeps the reads a routine page needs', () => {
    for (const path of [
      '/api/me',
      '/api/public-config',
      '/api/exercises',
      '/api/exercises/bench-press',
      '/api/stryds/u1/Push%20day',
      '/api/stryds/u1/Push%20day/session',
    ])
      expect(isOfflineApiRead(at(path)), path).toBe(true);
  });

  it('keeps no writes, no other reads and nothing of another origin', () => {
    expect(isOfflineApiRead(at('/api/me', { method: 'POST' }))).toBe(false);
    expect(isOfflineApiRead(at('/api/export'))).toBe(false);
    expect(isOfflineApiRead(at('/api/auth/get-session'))).toBe(false);
    expect(
      isOfflineApiRead({
        url: new URL('https://elsewhere.test/api/me'),
        request: new Request('https://elsewhere.test/api/me'),
      }),
    ).toBe(false);
  });
});

describe('isPageLoad', () => {
  it('is a page load outside /api', () => {
    expect(isPageLoad(at('/stryd/u1/Push', { mode: 'navigate' }))).toBe(true);
    expect(isPageLoad(at('/', { mode: 'navigate' }))).toBe(true);
    expect(isPageLoad(at('/apiary', { mode: 'navigate' }))).toBe(true);
  });

  it('is not an API address opened as a page, nor a fetch', () => {
    expect(isPageLoad(at('/api/export', { mode: 'navigate' }))).toBe(false);
    expect(isPageLoad(at('/api', { mode: 'navigate' }))).toBe(false);
    expect(isPageLoad(at('/stryd/u1/Push'))).toBe(false);
  });
});

describe('isHashedAsset', () => {
  it('is a file under /assets of this origin', () => {
    expect(isHashedAsset(at('/assets/root-abc.js'))).toBe(true);
    expect(isHashedAsset(at('/sw.js'))).toBe(false);
  });
});

describe('keepSignedInPage', () => {
  const page = (status: number, headers: Record<string, string>) =>
    new Response(status === 204 ? null : '<!DOCTYPE html>', { status, headers });
  const signedIn = { 'content-type': 'text/html; charset=utf-8', [SIGNED_IN_PAGE_HEADER]: 'signed-in' };

  it('keeps a whole page drawn for a signed-in viewer', async () => {
    const response = page(200, signedIn);
    expect(await keepSignedInPage({ response })).toBe(response);
  });

  it("keeps no signed-out visitor's page, no error, no other answer", async () => {
    expect(await keepSignedInPage({ response: page(200, { 'content-type': 'text/html' }) })).toBeNull();
    expect(await keepSignedInPage({ response: page(404, signedIn) })).toBeNull();
    expect(await keepSignedInPage({ response: page(500, signedIn) })).toBeNull();
    expect(
      await keepSignedInPage({
        response: page(200, { 'content-type': 'application/json', [SIGNED_IN_PAGE_HEADER]: 'signed-in' }),
      }),
    ).toBeNull();
  });
});

describe('keptPageForAnotherAddress', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A pages cache holding these addresses, in the order they were kept. */
  function pagesCache(kept: string[]) {
    const opened: string[] = [];
    vi.stubGlobal('caches', {
      open: async (name: string) => {
        opened.push(name);
        return {
          match: async (key: string | Request) => {
            const path = typeof key === 'string' ? key : new URL(key.url).pathname;
            return kept.includes(path) ? new Response(`page ${path}`) : undefined;
          },
          keys: async () => kept.map((path) => new Request(new URL(path, here))),
        };
      },
    });
    return opened;
  }

  it('sends the kept home page first', async () => {
    const opened = pagesCache(['/history', '/', '/settings']);
    expect(await (await keptPageForAnotherAddress())?.text()).toBe('page /');
    // The worker's copy names the cache itself: it must be the one the app clears at sign-out.
    expect(opened).toEqual([PAGES_CACHE]);
  });

  it('else the page kept last', async () => {
    pagesCache(['/history', '/settings']);
    expect(await (await keptPageForAnotherAddress())?.text()).toBe('page /settings');
  });

  it('else nothing: the browser shows its own offline page', async () => {
    pagesCache([]);
    expect(await keptPageForAnotherAddress()).toBeUndefined();
  });
});

describe('isPrecached', () => {
  const shell = (file: string) => file === 'assets/root-abc.js';

  it("takes the shell's files, React Router's route manifest and the files outside /assets", () => {
    expect(isPrecached('assets/root-abc.js', shell)).toBe(true);
    expect(isPrecached('assets/manifest-82774700.js', shell)).toBe(true);
    expect(isPrecached('site.webmanifest', shell)).toBe(true);
    expect(isPrecached('icon-512.png', shell)).toBe(true);
  });

  it("leaves other screens' chunks to be kept as they are used", () => {
    expect(isPrecached('assets/history-Be1s4QXM.js', shell)).toBe(false);
    expect(isPrecached('assets/manifest-page-abc.js', shell)).toBe(false);
  });
});

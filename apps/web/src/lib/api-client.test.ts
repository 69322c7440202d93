import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiFetch', () => {
  it("prefixes '/api', sends the session cookie and encodes JSON bodies", async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    await expect(
      apiFetch<{ ok: boolean }>('/users/1/follow', { method: 'POST', body: { a: 1 } }),
    ).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users/1/follow');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('turns { code, message } error bodies into an ApiError', async () => {
    stubFetch(
      new Response(JSON.stringify({ code: 'PREMIUM_REQUIRED', message: 'Upgrade to Plus' }), { status: 402 }),
    );
    const error = await apiFetch('/meals').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 402, code: 'PREMIUM_REQUIRED', message: 'Upgrade to Plus' });
  });

  it('copes with error bodies that are not JSON', async () => {
    stubFetch(new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiFetch('/me')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Bad Gateway',
    });
  });

  it('reports network failures as an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    await expect(apiFetch('/me')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('returns null for an empty success body', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiFetch('/x', { method: 'DELETE' })).resolves.toBeNull();
  });
});

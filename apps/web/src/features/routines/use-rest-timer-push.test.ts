import { DEFAULT_REST_SECONDS } from '@stryd/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowserPush } from '../../test/browser-push';
import { mockApi, type RecordedRequest, TEST_USER } from '../../test/fetch-mock';
import { useRestTimer } from './use-rest-timer';

let clock = 1_000_000;
const now = () => clock;

const restCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.path === '/api/me/rest-timer');

describe('useRestTimer with push on this device', () => {
  let requests: RecordedRequest[];

  beforeEach(() => {
    clock = 1_000_000;
    window.history.replaceState(null, '', '/stryds/u1/Push%20day');
    requests = mockApi({
      user: TEST_USER,
      handlers: {
        'PUT /api/me/rest-timer': () => ({ endsAt: new Date(clock).toISOString() }),
        'DELETE /api/me/rest-timer': () => ({ running: false }),
      },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('tells the server when a rest starts or changes, and that it ended when it is skipped', async () => {
    fakeBrowserPush({ permission: 'granted', subscribed: true });
    const { result } = renderHook(() => useRestTimer(now));
    act(() => result.current.start('strength'));
    await vi.waitFor(() => expect(restCalls(requests)).toHaveLength(1));
    expect(restCalls(requests)[0]).toEqual({
      method: 'PUT',
      path: '/api/me/rest-timer',
      body: { seconds: DEFAULT_REST_SECONDS.strength, path: '/stryds/u1/Push%20day' },
    });
    clock += 10_000;
    act(() => result.current.adjust(15));
    await vi.waitFor(() => expect(restCalls(requests)).toHaveLength(2));
    expect(restCalls(requests)[1]?.body).toMatchObject({ seconds: DEFAULT_REST_SECONDS.strength + 15 - 10 });
    act(() => result.current.skip());
    await vi.waitFor(() => expect(restCalls(requests)).toHaveLength(3));
    expect(restCalls(requests)[2]).toMatchObject({ method: 'DELETE' });
  });

  it('"+30 s" on the push moves the rest on the page to the end the server set; "Skip" ends it', async () => {
    const device = fakeBrowserPush({ permission: 'granted', subscribed: true });
    const { result } = renderHook(() => useRestTimer(now));
    act(() => result.current.start('cardio'));
    await vi.waitFor(() => expect(restCalls(requests)).toHaveLength(1));
    const moved = new Date(clock + 45_000).toISOString();
    device.restTapped(moved);
    expect(result.current).toMatchObject({ running: true, endsAt: Date.parse(moved) });
    device.restTapped(null);
    expect(result.current).toMatchObject({ running: false, endsAt: null, ended: false });
    // The worker already ended it on the server: the page does not tell it again.
    expect(restCalls(requests)).toHaveLength(1);
  });

  it('tells the server nothing where this device has no push', async () => {
    const { result } = renderHook(() => useRestTimer(now));
    act(() => result.current.start('strength'));
    act(() => result.current.skip());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(restCalls(requests)).toEqual([]);
  });
});

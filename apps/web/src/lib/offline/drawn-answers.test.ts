import type { RoutineView, ScreenData } from '@stryd/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOfflineApiRead } from '../../../build/pwa';
import { TEST_USER } from '../../test/fetch-mock';
import { FALLBACK_PUBLIC_CONFIG } from '../public-config';
import { API_CACHE } from './api-cache-name';
import { drawnAnswers, keepDrawnAnswers } from './drawn-answers';

const ORIGIN = 'https://stryd.test';
const CREATOR_ID = 'creator-1';
// Only carried through: any answer will do.
const routine = { routineName: 'Leg Day', creatorID: CREATOR_ID } as RoutineView;
const session = { session: null, previous: [] };
const data: ScreenData = {
  readAt: 0,
  me: { user: TEST_USER },
  publicConfig: FALLBACK_PUBLIC_CONFIG,
  routinePage: { ref: { userID: CREATOR_ID, routineName: 'Leg Day' }, routine, session },
};

afterEach(() => vi.unstubAllGlobals());

describe('the answers a drawn page carries, kept for offline use', () => {
  it('are the account, the settings and a routine page’s two reads, under the paths the app reads', () => {
    expect(drawnAnswers(data)).toEqual([
      ['/api/me', data.me],
      ['/api/public-config', FALLBACK_PUBLIC_CONFIG],
      [`/api/stryds/${CREATOR_ID}/Leg%20Day`, routine],
      [`/api/stryds/${CREATOR_ID}/Leg%20Day/session`, session],
    ]);
    const { routinePage: _routinePage, ...home } = data;
    expect(drawnAnswers(home).map(([path]) => path)).toEqual(['/api/me', '/api/public-config']);
  });

  it('are all reads the service worker keeps, so it finds them offline', () => {
    vi.stubGlobal('self', { location: { origin: ORIGIN } });
    for (const [path] of drawnAnswers(data)) {
      const url = new URL(path, ORIGIN);
      expect(isOfflineApiRead({ url, request: new Request(url) }), path).toBe(true);
    }
  });

  it('go into the service worker’s API cache as the JSON the API answers', async () => {
    const kept = new Map<string, Response>();
    const open = vi.fn(async () => ({
      put: async (url: string, response: Response) => void kept.set(url, response),
    }));
    vi.stubGlobal('caches', { open });
    await keepDrawnAnswers(data, ORIGIN);
    expect(open).toHaveBeenCalledWith(API_CACHE);
    const keptRoutine = kept.get(`${ORIGIN}/api/stryds/${CREATOR_ID}/Leg%20Day`);
    expect(keptRoutine?.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await keptRoutine?.json()).toEqual(routine);
    expect(await kept.get(`${ORIGIN}/api/me`)?.json()).toEqual(data.me);
    expect(kept.size).toBe(4);
  });
});

import { describe, expect, it } from 'vitest';
import { routinePath } from './paths';
import { API_PREFIX, routinePageReads, routineRefFromPath } from './routine-reads';

describe('routine reads', () => {
  it('the API lives under /api', () => {
    expect(API_PREFIX).toBe('/api');
  });

  it.each([
    ['u1', 'Leg Day'],
    ['u 2', 'a/b'],
    ['u3', 'a%2Fb X'],
    ['u4', 'Café ünïcode'],
  ])('reads back the routine a page path names (%s, %s)', (userID, routineName) => {
    expect(routineRefFromPath(routinePath(userID, routineName))).toEqual({ userID, routineName });
  });

  it('keeps a malformed segment as it is', () => {
    expect(routineRefFromPath('/stryd/u/%E0%A4%A')).toEqual({ userID: 'u', routineName: '%E0%A4%A' });
  });

  it('names the routine and its open session, each part encoded once', () => {
    expect(routinePageReads({ userID: 'u 1', routineName: 'a/b X' })).toEqual({
      routine: '/stryds/u%201/a%2Fb%20X',
      session: '/stryds/u%201/a%2Fb%20X/session',
    });
  });
});

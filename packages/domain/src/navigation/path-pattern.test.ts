import { describe, expect, it } from 'vitest';
import { decodePathSegment, matchPathPattern } from './path-pattern';

describe('matchPathPattern', () => {
  it.each([
    ['/', '/', {}],
    ['/', '//', {}],
    ['/welcome', '/WELCOME/', {}],
    ['/welcome', '/w%65lcome', {}],
    ['/stryd/:userID/:routineName', '/stryd/u1/Leg%20Day', { userID: 'u1', routineName: 'Leg Day' }],
    ['/stryd/:userID/:routineName', '/stryd/u1/a%252Fb%20X', { userID: 'u1', routineName: 'a%2Fb X' }],
    ['/stryd/:userID/:routineName', '/stryd/u1/a%2Fb', { userID: 'u1', routineName: 'a/b' }],
    ['/stryd/:userID/:routineName', '/stryd/u1/100%', { userID: 'u1', routineName: '100%' }],
    ['/exercises/:exerciseId', '/Exercises/Push-Ups', { exerciseId: 'Push-Ups' }],
    ['*', '/anything/at/all', {}],
  ])('%s matches %s with %o', (pattern, path, params) => {
    expect(matchPathPattern(pattern, path)).toEqual(params);
  });

  it.each([
    ['/stryd/:userID/:routineName', '/stryd/u1'],
    ['/stryd/:userID/:routineName', '/stryd//x'],
    ['/stryd/:userID/:routineName', '/stryd/u1/x/edit'],
    ['/welcome', '/welcomes'],
    ['/', '/welcome'],
    ['/welcome', 'welcome'],
    ['*', 'relative'],
  ])('%s does not match %s', (pattern, path) => {
    expect(matchPathPattern(pattern, path)).toBeNull();
  });

  it('decodes a segment once and keeps a malformed one', () => {
    expect(decodePathSegment('%2541')).toBe('%41');
    expect(decodePathSegment('%E0%A4%A')).toBe('%E0%A4%A');
  });
});

import { describe, expect, it } from 'vitest';
import {
  exerciseVideoSearchUrl,
  historyPath,
  loginRedirectPath,
  profilePath,
  routinePath,
  sessionPath,
} from './paths';
import { safeRedirect } from './safe-redirect';

describe('paths', () => {
  it('encodes routine names with spaces, slashes and accents', () => {
    expect(routinePath('u1', 'Leg Day')).toBe('/stryd/u1/Leg%20Day');
    expect(routinePath('u1', 'Push/Pull Été')).toBe('/stryd/u1/Push%2FPull%20%C3%89t%C3%A9');
  });

  it('builds profile and login links', () => {
    expect(profilePath('user 7')).toBe('/profile/user%207');
    expect(loginRedirectPath('/meals')).toBe('/login?redirectTo=%2Fmeals');
  });

  it('produces routine paths that pass the safe-redirect rule', () => {
    const path = routinePath('u1', 'Leg Day');
    expect(safeRedirect(path)).toBe(path);
  });

  it('links each exercise to a video search for its demo', () => {
    expect(exerciseVideoSearchUrl('Push-ups')).toBe(
      'https://www.youtube.com/results?search_query=Push-ups%20exercise%20demo',
    );
  });

  it('links the history and each session, encoding the id', () => {
    expect(historyPath()).toBe('/history');
    expect(sessionPath('a/b c')).toBe('/history/a%2Fb%20c');
  });
});

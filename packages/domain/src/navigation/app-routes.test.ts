import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATTERNS, matchAppRoute } from './app-routes';
import {
  feedPath,
  historyPath,
  notificationsPath,
  profilePath,
  routinePath,
  sessionPath,
  settingsPath,
} from './paths';

describe('app routes', () => {
  it('lists every screen of the product', () => {
    expect(new Set(APP_ROUTE_PATTERNS)).toEqual(
      new Set([
        '/',
        '/welcome',
        '/login',
        '/signup',
        '/interests',
        '/choice',
        '/generated-stryds',
        '/stryd/:userID/:routineName',
        '/stryd/:userID/:routineName/edit',
        '/add-routine',
        '/profile-page',
        '/explore-routines',
        '/people',
        '/profile/:userID',
        '/upgrade',
        '/plan-confirm',
        '/meals',
        '/exercises',
        '/exercises/:exerciseId',
        '/history',
        '/history/:sessionId',
        '/settings',
        '/feed',
        '/notifications',
        '/cali-chat',
        '/auth-callback',
        '/unsubscribe',
      ]),
    );
  });

  it.each([
    ['/', '/'],
    ['/welcome', '/welcome'],
    ['/welcome/', '/welcome'],
    ['/Welcome', '/welcome'],
    ['/w%65lcome', '/welcome'],
    ['/stryd/u/x', '/stryd/:userID/:routineName'],
    [routinePath('u 1', 'Push/Pull Été'), '/stryd/:userID/:routineName'],
    [profilePath('user 7'), '/profile/:userID'],
    ['/profile-page', '/profile-page'],
    [historyPath(), '/history'],
    [sessionPath('s 1/2'), '/history/:sessionId'],
    [settingsPath(), '/settings'],
    [feedPath(), '/feed'],
    [notificationsPath(), '/notifications'],
  ])('%s is the screen %s', (path, pattern) => {
    expect(matchAppRoute(path)).toBe(pattern);
  });

  it.each([
    '/no-such-page',
    '/welcome/extra',
    '/stryd/u',
    '/stryd/u/x/y',
    '/stryd//x',
    '/profile',
    '/profile/',
    '/history/a/b',
    '/api/me',
    'welcome',
    '/%E0%A4%A',
  ])('%s is no screen', (path) => {
    expect(matchAppRoute(path)).toBeNull();
  });
});

import { loginRedirectPath } from '@stryd/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createRoutine, enc, renameRoutine, signUpPremium, snapshot } from '../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../test/test-app';

const STRONG_CSV = `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
2025-03-03 07:30:00,Push Day,1h,Push Up,1,0,12,0,0,,,
`;

describe.each(testDialects())('a page naming nothing, or posted to, answers 404 (%s)', (dialect) => {
  let t: TestApp;
  let owner: SignedUpUser;
  let sessionId: string;

  beforeAll(async () => {
    // The real build of apps/web this run made (test/web-build.ts).
    t = await createTestApp(dialect, { WEB_DIST_DIR: inject('strydWebDistDir') });
    owner = await signUpPremium(t);
    await createRoutine(t, owner, 'Leg Day');
    await createRoutine(t, owner, 'Old Name');
    await renameRoutine(t, owner, 'Old Name', 'New Name');
    const imported = await injectAs(t.app, owner, 'POST', '/api/me/imports', { csv: STRONG_CSV });
    expect(imported.statusCode).toBe(201);
    sessionId = (await injectAs(t.app, owner, 'GET', '/api/history')).json().sessions[0].id;
  });
  afterAll(async () => t.close());

  const get = (url: string, viewer?: SignedUpUser) =>
    t.app.inject({ method: 'GET', url, headers: viewer ? { cookie: viewer.cookie } : {} });

  /** The screen drawn in the app's frame, for this viewer (signed in: the account menu, not "Log in"). */
  const expectDrawn = (response: LightMyRequestResponse, label: string, viewer?: SignedUpUser) => {
    expect(response.headers['content-type'], label).toBe('text/html; charset=utf-8');
    expect(response.body, label).toMatch(/^<!DOCTYPE html><html/);
    expect(response.body, label).toContain('Skip to content');
    if (viewer) expect(response.body, label).not.toContain('>Log in<');
    else expect(response.body, label).toContain('>Log in<');
  };

  it('things that exist answer 200, signed in or not; a signed-in screen sends a visitor to log in', async () => {
    const paths = [
      '/exercises/push-ups',
      `/profile/${owner.id}`,
      `/stryd/${owner.id}/${enc('Leg Day')}`,
      `/stryd/${owner.id}/${enc('leg day')}`,
      `/stryd/${owner.id}/${enc('Leg Day')}/edit`,
      // An old name still leads to the routine (the app moves to its new address).
      `/stryd/${owner.id}/${enc('Old Name')}`,
      `/history/${sessionId}`,
    ];
    const signedInScreens = new Set([`/stryd/${owner.id}/${enc('Leg Day')}/edit`, `/history/${sessionId}`]);
    for (const path of paths)
      for (const viewer of [undefined, owner]) {
        const label = `${path} ${viewer ? 'signed in' : 'signed out'}`;
        const response = await get(path, viewer);
        if (!viewer && signedInScreens.has(path)) {
          expect(response.statusCode, label).toBe(302);
          expect(response.headers.location, label).toBe(loginRedirectPath(path));
          continue;
        }
        expect(response.statusCode, label).toBe(200);
        expectDrawn(response, label, viewer);
      }
  });

  it('unknown exercises, people, routines and sessions answer 404 with the page drawn', async () => {
    const paths = [
      '/exercises/no-such-move',
      '/exercises/Not%20An%20Id',
      '/profile/no-such-user',
      `/stryd/no-such-user/${enc('Leg Day')}`,
      `/stryd/${owner.id}/${enc('No Such Routine')}`,
      `/stryd/${owner.id}/${enc('No Such Routine')}/edit`,
      '/history/no-such-session',
      // A NUL byte names nothing (PostgreSQL refuses it in text; it must not become a 500).
      '/history/%00',
      '/profile/%00',
      `/stryd/%00/${enc('Leg Day')}`,
      `/stryd/${owner.id}/%00`,
    ];
    for (const path of paths)
      for (const viewer of [undefined, owner]) {
        const label = `${path} ${viewer ? 'signed in' : 'signed out'}`;
        const response = await get(path, viewer);
        expect(response.statusCode, label).toBe(404);
        expectDrawn(response, label, viewer);
      }
  });

  it('a form posted to a page reaches no page: JSON 404, and nothing is logged', async () => {
    // What a set's row used to post before the app ran, as a browser on our page sent it.
    const fields = { intent: 'tick', setId: 'posted-0-0', workoutIndex: '0', setIndex: '0', reps: '10' };
    const boundary = 'stryd-test-boundary';
    const bodies = [
      ['application/x-www-form-urlencoded', new URLSearchParams(fields).toString()],
      [
        `multipart/form-data; boundary=${boundary}`,
        `${Object.entries(fields)
          .map(
            ([name, value]) =>
              `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
          )
          .join('')}--${boundary}--\r\n`,
      ],
    ] as const;
    const before = await snapshot(t.context.database.db);
    for (const path of [`/stryd/${owner.id}/${enc('Leg Day')}`, '/', '/no-such-page'])
      for (const [contentType, payload] of bodies) {
        const label = `${path} ${contentType}`;
        const response = await t.app.inject({
          method: 'POST',
          url: path,
          payload,
          headers: {
            cookie: owner.cookie,
            'content-type': contentType,
            // Our no-referrer policy makes a browser's form post say Origin: null.
            origin: 'null',
            'sec-fetch-site': 'same-origin',
          },
        });
        expect(response.statusCode, label).toBe(404);
        expect(response.headers['content-type'], label).toMatch(/^application\/json/);
        expect(response.json(), label).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
      }
    expect(await snapshot(t.context.database.db)).toEqual(before);
  });

  // The thing screens (exercise, profile, routine, session) have no loader yet: the server draws them
  // loading (skeletons, no title), and the browser shows "not found" once its own read answers 404. When a
  // screen reads its thing in its loader, check here that the 404 page is drawn with the screen's
  // not-found state (e.g. "Exercise not found") and a noindex robots tag.
  it.todo('draws each unknown thing’s own not-found state in the 404 page');
});

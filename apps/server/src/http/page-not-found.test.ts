import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutine, enc, renameRoutine, signUpPremium } from '../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../test/test-app';

const INDEX = '<!doctype html><title>Stryd</title><div id="root"></div>';
const STRONG_CSV = `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
2025-03-03 07:30:00,Push Day,1h,Push Up,1,0,12,0,0,,,
`;

describe.each(testDialects())('a page naming a thing that does not exist answers 404 (%s)', (dialect) => {
  let t: TestApp;
  let owner: SignedUpUser;
  let sessionId: string;
  const dir = join(process.env.TMPDIR ?? '/tmp', `stryd-page-404-${process.pid}-${dialect}`);

  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), INDEX);
    t = await createTestApp(dialect, { WEB_DIST_DIR: dir });
    owner = await signUpPremium(t);
    await createRoutine(t, owner, 'Leg Day');
    await createRoutine(t, owner, 'Old Name');
    await renameRoutine(t, owner, 'Old Name', 'New Name');
    const imported = await injectAs(t.app, owner, 'POST', '/api/me/imports', { csv: STRONG_CSV });
    expect(imported.statusCode).toBe(201);
    sessionId = (await injectAs(t.app, owner, 'GET', '/api/history')).json().sessions[0].id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, viewer?: SignedUpUser) =>
    t.app.inject({ method: 'GET', url, headers: viewer ? { cookie: viewer.cookie } : {} });

  it('things that exist answer 200, signed in or not', async () => {
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
    for (const path of paths)
      for (const viewer of [undefined, owner])
        expect((await get(path, viewer)).statusCode, `${path} ${viewer ? 'signed in' : 'signed out'}`).toBe(
          200,
        );
  });

  it('unknown exercises, people, routines and sessions answer 404 with the app, which shows not found', async () => {
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
        const response = await get(path, viewer);
        expect(response.statusCode, `${path} ${viewer ? 'signed in' : 'signed out'}`).toBe(404);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(response.body).toBe(INDEX);
      }
  });
});

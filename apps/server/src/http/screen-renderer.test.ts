import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRERENDER_ORIGIN, ROUTE_PRELOADS_FILE, SCREEN_RENDERER_PATH } from '@stryd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutine, enc, renameRoutine, signUpPremium } from '../test/stryd-fixtures';
import { as, createTestApp, signUp, type TestApp } from '../test/test-app';
import { loadScreenRenderer } from './screen-renderer';

const INDEX =
  '<!doctype html><html><head><title>Stryd</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the web build's renderer (the real one is exercised by the end-to-end suite): it draws
 * the data it is given into the page, so the tests see what the server read for the viewer.
 */
const RENDERER = `export async function renderScreen(path, data) {
  const greeting = data.me.user ? 'Welcome back, ' + data.me.user.username : 'Welcome';
  return '<!doctype html><html><head><link rel="canonical" href="${PRERENDER_ORIGIN}' + path + '"></head>'
    + '<body><div id="root"><h1>' + greeting + '</h1><a href="https://x.com/intent/post?url='
    + encodeURIComponent('${PRERENDER_ORIGIN}' + path) + '">Share</a></div><pre id="data">'
    + JSON.stringify(data) + '</pre></body></html>';
}`;

const roots: string[] = [];
/** A built web app (its dist directory) with, beside it, the renderer module given, if any. */
function build(renderer: string | null): string {
  const root = join(process.env.TMPDIR ?? '/tmp', `stryd-screens-${process.pid}-${roots.length}`);
  roots.push(root);
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, ROUTE_PRELOADS_FILE), JSON.stringify({ '/': ['/assets/home-page-h1.js'] }));
  if (renderer !== null) {
    mkdirSync(join(root, SCREEN_RENDERER_PATH, '..'), { recursive: true });
    writeFileSync(join(root, SCREEN_RENDERER_PATH), renderer);
  }
  return dist;
}
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const CONTACT = { supportEmail: 'support@stryd.local', businessEmail: 'hello@stryd.local' };
const COMPANY = { name: 'Stryd', address: 'Self-hosted instance' };
const drawnData = (body: string) => JSON.parse(/<pre id="data">(.*?)<\/pre>/.exec(body)?.[1] ?? 'null');

describe('a screen of SERVER_RENDERED_SCREENS is drawn for its viewer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { WEB_DIST_DIR: build(RENDERER) });
  });
  afterAll(async () => t.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('signed out → drawn with no account, for this request only, with this server’s origin', async () => {
    const before = Date.now();
    const response = await get('/');
    const after = Date.now();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>Welcome</h1>');
    const publicConfig = (await get('/api/public-config')).json();
    const { readAt, ...data } = drawnData(response.body);
    expect(readAt).toBeGreaterThanOrEqual(before);
    expect(readAt).toBeLessThanOrEqual(after);
    expect(data).toEqual({
      me: { user: null },
      publicConfig,
      home: {
        streak: null,
        routines: (await get('/api/recommendations/routines/anonymous')).json(),
        people: (await get('/api/recommendations/people/anonymous')).json(),
      },
    });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(String(response.headers.vary)).toMatch(/cookie/i);
    expect(response.body).toContain(`href="${t.context.config.baseUrl}/"`);
    // A link carried inside another (a share link) gets the origin too, percent-encoded.
    expect(response.body).toContain(`?url=${encodeURIComponent(`${t.context.config.baseUrl}/`)}"`);
    expect(response.body).not.toContain(PRERENDER_ORIGIN);
    expect(response.body).not.toContain(encodeURIComponent(PRERENDER_ORIGIN));
  });

  it('signed in → drawn from the same account GET /api/me answers for that viewer', async () => {
    const viewer = await signUp(t.app);
    const response = await get('/', viewer.cookie);
    const me = await get('/api/me', viewer.cookie);
    expect(me.json().user.username).toBe(viewer.username);
    expect(drawnData(response.body).me).toEqual(me.json());
    expect(response.body).toContain(`<h1>Welcome back, ${viewer.username}</h1>`);
  });

  it('signed in → home carries the streak and the recommendations their routes answer that viewer', async () => {
    const viewer = await signUp(t.app);
    const other = await signUp(t.app);
    const { home } = drawnData((await get('/', viewer.cookie)).body);
    expect(home).toEqual({
      streak: (await get('/api/me/streak', viewer.cookie)).json(),
      routines: (await get(`/api/recommendations/routines/${viewer.id}`, viewer.cookie)).json(),
      people: (await get(`/api/recommendations/people/${viewer.id}`, viewer.cookie)).json(),
    });
    expect(home.streak).toEqual({ streakWeeks: 0 });
    expect(home.people.items.map((person: { userID: string }) => person.userID)).toContain(other.id);
  });

  it('/add-routine is drawn for a signed-in viewer, with the account and no home data', async () => {
    const viewer = await signUp(t.app);
    const response = await get('/add-routine', viewer.cookie);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const { readAt: _readAt, ...data } = drawnData(response.body);
    expect(data).toEqual({
      me: (await get('/api/me', viewer.cookie)).json(),
      publicConfig: (await get('/api/public-config')).json(),
    });
  });

  it('/add-routine is sent index.html when signed out: the app sends the visitor to log in', async () => {
    const response = await get('/add-routine');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });

  it('a forged session cookie is drawn as signed out', async () => {
    const response = await get('/', 'better-auth.session_token=forged.value');
    expect(drawnData(response.body).me).toEqual({ user: null });
  });

  it('names no page code of its own: the drawn page starts the app at the visitor’s first press', async () => {
    expect((await get('/')).body).not.toContain('home-page-h1.js');
  });

  it('a routine page is drawn for a premium viewer from the two reads its routes answer, a set logged', async () => {
    const viewer = await signUpPremium(t);
    const routine = await createRoutine(t, viewer, 'Drawn Legs');
    const api = `/api/stryds/${viewer.id}/${enc('Drawn Legs')}`;
    const logged = await t.app.inject(
      as(viewer, {
        method: 'PUT',
        url: `${api}/sets/${crypto.randomUUID()}`,
        payload: { workoutIndex: 0, setIndex: 0, reps: 12, weightKg: 20, seconds: null, distanceM: null },
      }),
    );
    expect(logged.statusCode).toBe(200);
    const path = `/stryd/${viewer.id}/${enc('Drawn Legs')}`;
    const { readAt: _readAt, ...data } = drawnData((await get(path, viewer.cookie)).body);
    const session = (await get(`${api}/session`, viewer.cookie)).json();
    expect(session.session.sets).toHaveLength(1);
    expect(data).toEqual({
      me: (await get('/api/me', viewer.cookie)).json(),
      publicConfig: (await get('/api/public-config')).json(),
      routinePage: {
        ref: { userID: viewer.id, routineName: routine.routineName },
        routine: (await get(api, viewer.cookie)).json(),
        session,
      },
    });
  });

  it('a routine page is sent index.html when its reads refuse: signed out, free, unknown, an old name', async () => {
    const owner = await signUpPremium(t);
    await createRoutine(t, owner, 'Old Name');
    await renameRoutine(t, owner, 'Old Name', 'New Name');
    const free = await signUp(t.app);
    const cases: [string, string | undefined][] = [
      [`/stryd/${owner.id}/${enc('New Name')}`, undefined],
      [`/stryd/${owner.id}/${enc('New Name')}`, free.cookie],
      [`/stryd/${owner.id}/${enc('Old Name')}`, owner.cookie],
    ];
    // Each is sent the frame (for a premium viewer with the page's reads named ahead, as before).
    for (const [path, cookie] of cases) {
      const response = await get(path, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.body, path).toContain('<div id="root"></div>');
      expect(response.body, path).not.toContain('<pre id="data">');
    }
    // No routine by that name at all: the frame with 404, as an unknown page (page-not-found.test.ts).
    const unknown = await get(`/stryd/${owner.id}/${enc('No Such Routine')}`, owner.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('<pre id="data">');
    expect((await get(`/stryd/${owner.id}/${enc('New Name')}`, owner.cookie)).body).toContain(
      '"routinePage"',
    );
  });

  it('other screens are sent index.html, as before', async () => {
    const response = await get('/people');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });
});

describe('when a screen cannot be drawn, it is sent index.html', () => {
  it.each([
    ['the renderer fails', 'export async function renderScreen() { throw new Error("broken"); }'],
    ['the module has no renderer', 'export const nothing = 1;'],
    ['the module does not load', 'export {'],
    ['the build has no renderer', null],
  ])('%s', async (_case, renderer) => {
    const t = await createTestApp('sqlite', { WEB_DIST_DIR: build(renderer) });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(
        INDEX.replace(
          '</head>',
          '<link rel="modulepreload" crossorigin href="/assets/home-page-h1.js"></head>',
        ),
      );
    } finally {
      await t.close();
    }
  });
});

describe('loadScreenRenderer', () => {
  it('gives the module’s renderScreen', async () => {
    const renderScreen = await loadScreenRenderer(build(RENDERER));
    const publicConfig = { siteUrl: null, contact: CONTACT, company: COMPANY, oauthProviders: [] };
    expect(await renderScreen?.('/', { readAt: 0, me: { user: null }, publicConfig })).toContain(
      '<h1>Welcome</h1>',
    );
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoutine, signUpPremium, snapshot } from '../test/stryd-fixtures';
import { createTestApp, injectAs, type SignedUpUser, type TestApp, testDialects } from '../test/test-app';
import { NUL_MESSAGE } from './nul-guard';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every route of the app with a path parameter, as [method, path], read from Fastify's route tree. */
function routesWithParams(app: FastifyInstance): [Method, string][] {
  const routes: [Method, string][] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = line.match(/^(.*?)[├└]── (\S+)(?: \(([^)]*)\))?$/);
    if (!node) continue;
    const depth = (node[1] ?? '').length / 4;
    const path = (prefixes[depth - 1] ?? '') + node[2];
    prefixes.length = depth;
    prefixes[depth] = path;
    for (const method of node[3]?.split(', ') ?? [])
      if (path.includes(':') && !['HEAD', 'OPTIONS'].includes(method)) routes.push([method as Method, path]);
  }
  return routes;
}

/**
 * Issue 30 item 5: a NUL byte in a path parameter (PostgreSQL refuses it in text) is refused with a 400
 * by every route, before anything reads or writes, never a 500.
 */
describe.each(testDialects())('a NUL byte in a path parameter (%s)', (dialect) => {
  let t: TestApp;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    user = await signUpPremium(t);
    await createRoutine(t, user, 'Nul Day');
  });
  afterAll(async () => t.close());

  it('is refused with 400 on every route with a path parameter, in each parameter, changing nothing', async () => {
    const routes = routesWithParams(t.app);
    // The routes the outside run found answering 500, among all the others.
    expect(routes).toContainEqual(['GET', '/api/history/sessions/:sessionId']);
    expect(routes).toContainEqual(['DELETE', '/api/me/imports/:id']);
    expect(routes.length).toBeGreaterThan(25);
    const before = await snapshot(t.context.database.db);
    for (const [method, path] of routes) {
      // The tree names a parameter that routes call differently ':creatorId|:userID'.
      const PARAM = /:\w+(?:\|:\w+)*|\*/g;
      const params = path.match(PARAM) ?? [];
      for (const nul of params) {
        // The other parameters name real things where they can (the user, the routine).
        const url = path.replace(PARAM, (param) =>
          param === nul ? 'a%00b' : param.includes(':routineName') ? 'Nul%20Day' : user.id,
        );
        const response = await injectAs(t.app, user, method, url, method === 'GET' ? undefined : {});
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
        expect(response.json(), `${method} ${url}`).toEqual({ code: 'BAD_PATH', message: NUL_MESSAGE });
      }
    }
    expect(await snapshot(t.context.database.db)).toEqual(before);
  });

  it('is refused with 400 in a query string too', async () => {
    for (const url of [
      '/api/history?before=a%00b',
      '/api/exercises?q=a%00b',
      '/api/search/routines/x?offset=%00',
    ]) {
      const response = await injectAs(t.app, user, 'GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({ code: 'BAD_PATH', message: NUL_MESSAGE });
    }
  });
});

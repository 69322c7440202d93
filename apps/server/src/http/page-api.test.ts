import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PageApi, pageApi } from './page-api';

describe('pageApi', () => {
  let app: FastifyInstance;
  const asked: string[] = [];
  /** What the test's page handler does with the page's api: set by each test. */
  let draw: (api: PageApi) => Promise<unknown>;

  beforeAll(async () => {
    app = Fastify();
    app.get('/api/echo', async (request) => {
      asked.push(request.url);
      return {
        cookie: request.headers.cookie ?? null,
        userAgent: request.headers['user-agent'] ?? null,
        accept: request.headers.accept,
        ip: request.ip,
        query: request.query,
      };
    });
    app.get('/api/missing', async (_request, reply) => reply.status(404).send({ code: 'NOT_FOUND' }));
    app.get('/page', async (request) => draw(pageApi(app, request)));
    await app.ready();
  });
  afterAll(async () => app.close());

  const drawPage = async (what: (api: PageApi) => Promise<unknown>, cookie?: string) => {
    asked.length = 0;
    draw = what;
    const response = await app.inject({
      method: 'GET',
      url: '/page',
      remoteAddress: '203.0.113.7',
      headers: { 'user-agent': 'test-browser', ...(cookie ? { cookie } : {}) },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('asks the API in process with the page’s cookie, user agent and address', async () => {
    const answer = await drawPage(async (api) => {
      const response = await api('/api/echo?x=1', {});
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        body: await response.json(),
      };
    }, 'session=abc; theme=dark');
    expect(answer).toEqual({
      status: 200,
      type: 'application/json; charset=utf-8',
      body: {
        cookie: 'session=abc; theme=dark',
        userAgent: 'test-browser',
        accept: 'application/json',
        ip: '203.0.113.7',
        query: { x: '1' },
      },
    });
  });

  it('sends no cookie for a signed-out page', async () => {
    const answer = await drawPage(async (api) => (await api('/api/echo', { method: 'GET' })).json());
    expect(answer).toMatchObject({ cookie: null });
  });

  it('answers a read asked for twice while drawing one page once, each with a body of its own', async () => {
    const answer = await drawPage(async (api) => {
      const [first, second] = await Promise.all([api('/api/echo', {}), api('/api/echo', {})]);
      const third = await api('/api/echo', {});
      const other = await api('/api/echo?other', {});
      return Promise.all([first, second, third, other].map((response) => response.json()));
    }, 'session=abc');
    expect(answer).toHaveLength(4);
    expect(asked).toEqual(['/api/echo', '/api/echo?other']);
  });

  it('does not share reads between pages', async () => {
    await drawPage(async (api) => (await api('/api/echo', {})).json());
    await drawPage(async (api) => (await api('/api/echo', {})).json());
    // Each drawPage resets `asked`: the second page asked again.
    expect(asked).toEqual(['/api/echo']);
  });

  it('passes an error status on as it is', async () => {
    const answer = await drawPage(async (api) => {
      const response = await api('/api/missing', {});
      return { status: response.status, body: await response.json() };
    });
    expect(answer).toEqual({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  it('refuses anything but a read', async () => {
    const answer = await drawPage(async (api) => {
      const refusals: string[] = [];
      for (const method of ['POST', 'delete', 'PUT'])
        await api('/api/echo', { method }).catch((error: Error) => refusals.push(error.message));
      return refusals;
    });
    expect(answer).toEqual([
      'A page is drawn from reads only, not POST /api/echo',
      'A page is drawn from reads only, not delete /api/echo',
      'A page is drawn from reads only, not PUT /api/echo',
    ]);
    expect(asked).toEqual([]);
  });
});

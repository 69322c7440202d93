import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock';
import { enqueueEmail } from '../modules/email/outbox.repository';
import { createTestApp, signUp, type TestApp, testDialects } from '../test/test-app';
import { METRICS_REFUSED, queryKind, registerMetrics } from './metrics';

const TOKEN = 'metrics-token-0123456789';
const NOW = new Date('2026-11-27T18:00:00Z');

/** The value of one sample line, e.g. `stryd_email_outbox_pending 1`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('query kinds', () => {
  it('labels a statement by its first word from a fixed set', () => {
    expect(queryKind('  SELECT 1')).toBe('select');
    expect(queryKind('insert into x values (?)')).toBe('insert');
    expect(queryKind('pragma journal_mode')).toBe('other');
    expect(queryKind('')).toBe('other');
  });
});

describe('metrics are off by default', () => {
  it('serves no /metrics without the setting', async () => {
    const t = await createTestApp('sqlite');
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(answer.body).not.toContain('stryd_http_request_duration_seconds');
    } finally {
      await t.close();
    }
  });
});

describe.each(testDialects())('/metrics on %s', (dialect) => {
  let t: TestApp;
  const metrics = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({ method: 'GET', url: '/metrics', ...options });

  beforeAll(async () => {
    t = await createTestApp(dialect, { METRICS: 'true', METRICS_TOKEN: TOKEN }, { clock: fixedClock(NOW) });
  });
  afterAll(async () => t.close());

  it('counts requests by route template and status class, queries by kind, and the process itself', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: `/api/users/${user.id}` });
    await t.app.inject({ method: 'GET', url: '/api/users/nobody-here' });
    const answer = await metrics();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    const route = 'method="GET",route="/api/users/:userID"';
    expect(sample(text, `stryd_http_request_duration_seconds_count{${route},status_class="2xx"}`)).toBe(3);
    expect(sample(text, `stryd_http_request_duration_seconds_count{${route},status_class="4xx"}`)).toBe(1);
    expect(text).not.toContain(user.id); // paths are never labels
    expect(sample(text, 'stryd_db_query_duration_seconds_count{kind="select",outcome="ok"}')).toBeGreaterThan(
      0,
    );
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (dialect === 'postgres')
      expect(sample(text, 'stryd_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    else expect(text).not.toContain('stryd_db_pool_connections{');
  });

  it('shows the outbox depth and the age of its oldest mail', async () => {
    const before = sample((await metrics()).body, 'stryd_email_outbox_pending') ?? -1;
    const queuedAt = NOW.getTime() - 90_000;
    const mail = { to: 'someone@example.test', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' };
    await enqueueEmail(
      t.context.database.db,
      { kind: 'new-follower', dedupeKey: `metrics-${dialect}` },
      mail,
      queuedAt,
    );
    const text = (await metrics()).body;
    expect(sample(text, 'stryd_email_outbox_pending')).toBe(before + 1);
    expect(sample(text, 'stryd_email_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(90);
  });

  it('reads the outbox once per scrape', async () => {
    // Each scrape's queries are counted by the next one: between two scrapes with nothing else running,
    // the select count grows by what one scrape ran (the outbox, read once for both of its gauges).
    const selects = async () =>
      sample((await metrics()).body, 'stryd_db_query_duration_seconds_count{kind="select",outcome="ok"}') ??
      Number.NaN;
    await selects();
    const first = await selects();
    expect((await selects()) - first).toBe(1);
  });

  it('counts server errors by route template', async () => {
    // A bare Fastify with one failing route: no route of the app fails on purpose.
    const bare = Fastify({ logger: false });
    registerMetrics(bare, { database: t.context.database, clock: fixedClock(NOW), token: null });
    bare.get('/fails/:id', async () => {
      throw new Error('broken on purpose');
    });
    try {
      for (const id of ['a', 'b'])
        expect((await bare.inject({ method: 'GET', url: `/fails/${id}` })).statusCode).toBe(500);
      const text = (await bare.inject({ method: 'GET', url: '/metrics' })).body;
      expect(sample(text, 'stryd_http_errors_total{method="GET",route="/fails/:id"}')).toBe(2);
    } finally {
      await bare.close();
    }
  });

  it('answers only this machine without a proxy, or the token', async () => {
    const refusedRemote = await metrics({ remoteAddress: '203.0.113.7' });
    expect(refusedRemote.statusCode).toBe(403);
    expect(refusedRemote.json()).toMatchObject({ code: 'METRICS_REFUSED', message: METRICS_REFUSED });
    const throughProxy = await metrics({ headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(throughProxy.statusCode).toBe(403);
    const wrongToken = await metrics({
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrongToken.statusCode).toBe(403);
    const withToken = await metrics({
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('stryd_http_request_duration_seconds');
  });
});

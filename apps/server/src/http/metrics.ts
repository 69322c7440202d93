import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db/database';
import { outboxBacklog } from '../modules/email/outbox.service';
import { forbidden } from './errors';

export const METRICS_PATH = '/metrics';
export const METRICS_REFUSED =
  'Metrics are served only to this machine (loopback, not through a proxy) or with the metrics token.';

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const QUERY_KINDS = new Set(['select', 'insert', 'update', 'delete', 'with', 'begin', 'commit', 'rollback']);

/** A query's first word as a label from a fixed set, so the label cannot grow without bound. */
export function queryKind(sql: string): string {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? '';
  return QUERY_KINDS.has(word) ? word : 'other';
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Loopback means the socket's own peer, and no proxy in between: a reverse proxy on the same machine
 * connects from loopback too, but says whom it forwards for.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return LOOPBACK.has(peer) && !forwarded;
}

function carriesToken(request: FastifyRequest, token: string | null): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!token || !given) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics (issue 35 item 5), with prom-client: request latency by route, errors, database
 * query time and pool, the e-mail outbox's depth and age, and the process's own (memory, event-loop
 * lag, GC). Registered only when the setting turns it on, so a server without it pays nothing.
 */
export function registerMetrics(
  app: FastifyInstance,
  { database, clock, token }: { database: DatabaseHandle; clock: Clock; token: string | null },
): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'stryd_http_request_duration_seconds',
    help: 'Time from request to response, by route template and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'stryd_http_errors_total',
    help: 'Requests answered with a server error (5xx), by route template.',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'stryd_db_query_duration_seconds',
    help: 'Database query time, by statement kind; failed queries count under outcome="error".',
    labelNames: ['kind', 'outcome'] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  database.observeQueries((ms, sql, failed) =>
    queries.observe({ kind: queryKind(sql), outcome: failed ? 'error' : 'ok' }, ms / 1000),
  );
  new Gauge({
    name: 'stryd_db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on SQLite).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  // The outbox is read once per scrape, by the handler below, and both gauges report that one reading
  // (prom-client collects gauges in no set order, so neither may read it for the other).
  let backlog: Awaited<ReturnType<typeof outboxBacklog>> = { pending: 0, ageSeconds: 0 };
  new Gauge({
    name: 'stryd_email_outbox_pending',
    help: 'E-mails waiting in the outbox.',
    registers: [registry],
    collect() {
      this.set(backlog.pending);
    },
  });
  new Gauge({
    name: 'stryd_email_outbox_oldest_age_seconds',
    help: 'Age of the oldest e-mail waiting in the outbox (0 when none wait).',
    registers: [registry],
    collect() {
      this.set(backlog.ageSeconds);
    },
  });

  // A callback hook, not an async one: no promise per request (decision 051).
  app.addHook('onResponse', (request, reply, done) => {
    if (request.url !== METRICS_PATH) {
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route };
      requests.observe(
        { ...labels, status_class: `${Math.floor(reply.statusCode / 100)}xx` },
        reply.elapsedTime / 1000,
      );
      if (reply.statusCode >= 500) errors.inc(labels);
    }
    done();
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!fromThisMachine(request) && !carriesToken(request, token))
      throw forbidden(METRICS_REFUSED, 'METRICS_REFUSED');
    backlog = await outboxBacklog(database.db, clock.now());
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
  return registry;
}

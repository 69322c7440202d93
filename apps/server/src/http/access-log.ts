import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/** The levels that let an `info` line through. */
const SHOWS_INFO: readonly AppConfig['logLevel'][] = ['trace', 'debug', 'info'];

/**
 * One access line per request, written once its answer has gone: the request (method, address, host,
 * remote address), the status and the time taken. Fastify's own request logging writes two lines a request
 * (on arrival, then on answer, tied by reqId), so app.ts turns it off. Nothing is registered when the log
 * level hides `info` (`npm run serve` logs warnings and up): no hook runs per request then.
 */
export function registerAccessLog(app: FastifyInstance, level: AppConfig['logLevel']): void {
  if (!SHOWS_INFO.includes(level)) return;
  // A callback hook, not an async one: no promise per request (decision 051).
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}

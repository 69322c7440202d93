import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One access line per request, written once its answer has gone: the request (method, address, host,
 * remote address), the status and the time taken. Fastify's own controller writes two lines a request (on
 * arrival, then on answer, tied only by reqId); this one writes the second with the request in it, and
 * leaves every other line (errors, routes not found, closed streams) as Fastify writes them.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

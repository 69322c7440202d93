import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface StandInReply {
  status?: number;
  body?: unknown;
}

export type StandInHandler = (request: StandInRequest) => StandInReply | Promise<StandInReply>;

export interface StandIn {
  url: string;
  port: number;
  requests: StandInRequest[];
  /** Handlers by 'METHOD /path' (path without query); a missing one answers 404. */
  handlers: Record<string, StandInHandler>;
  /**
   * The provider's current state of its resources by path, served to GET when no handler matches (its
   * "retrieve subscription" call): a test changes it as the provider would.
   */
  resources: Record<string, unknown>;
  close(): Promise<void>;
}

/** A provider's API, played by a local HTTP server (docs/engineering.md#fakes-at-the-network-boundary). */
export async function startStandIn(handlers: Record<string, StandInHandler> = {}): Promise<StandIn> {
  const requests: StandInRequest[] = [];
  const resources: Record<string, unknown> = {};
  const state = { handlers };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const request: StandInRequest = {
        method: req.method ?? 'GET',
        path: (req.url ?? '/').split('?', 1)[0] ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const handler = state.handlers[`${request.method} ${request.path}`];
      const resource = request.method === 'GET' ? resources[request.path] : undefined;
      try {
        const reply = handler
          ? await handler(request)
          : resource !== undefined
            ? { body: resource }
            : { status: 404, body: { error: 'not found' } };
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      } catch (error) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: String(error) }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    resources,
    get handlers() {
      return state.handlers;
    },
    set handlers(next) {
      state.handlers = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

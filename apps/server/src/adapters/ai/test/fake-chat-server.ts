import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 that speaks OpenAI's chat-completions protocol, so tests run the
 * openai-compatible adapter (and the ai SDK under it) end to end. Queue replies with enqueue(); each
 * request takes the next one, or the default when the queue is empty.
 */
export interface FakeReply {
  /** The assistant message text. */
  content?: string;
  /** Wait this long before answering (to outlast the adapter's timeout). */
  delayMs?: number;
  /** Answer with this HTTP status and an OpenAI-style error body instead. */
  status?: number;
}

export interface ChatRequestBody {
  model: string;
  messages: { role: string; content: string }[];
  stream?: boolean;
  seed?: number;
  [key: string]: unknown;
}

export interface FakeChatServer {
  /** Base URL including /v1, as AI_BASE_URL expects. */
  url: string;
  requests: { body: ChatRequestBody; headers: IncomingMessage['headers'] }[];
  enqueue(...replies: FakeReply[]): void;
  setDefault(reply: FakeReply): void;
  close(): Promise<void>;
}

function completion(body: ChatRequestBody, content: string) {
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function sendStream(res: ServerResponse, body: ChatRequestBody, content: string): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const base = { id: 'chatcmpl-stream', object: 'chat.completion.chunk', created: 0, model: body.model };
  const chunks = [
    { ...base, choices: [{ index: 0, delta: { role: 'assistant', content }, finish_reason: null }] },
    { ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] },
  ];
  for (const chunk of chunks) res.write(`data: ${JSON.stringify(chunk)}\n\n`);
  res.end('data: [DONE]\n\n');
}

export async function startFakeChatServer(): Promise<FakeChatServer> {
  const queue: FakeReply[] = [];
  let fallback: FakeReply = { content: '{}' };
  const requests: FakeChatServer['requests'] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
        return;
      }
      let body: ChatRequestBody;
      try {
        body = JSON.parse(raw) as ChatRequestBody;
      } catch {
        res.writeHead(400).end();
        return;
      }
      requests.push({ body, headers: req.headers });
      const reply = queue.shift() ?? fallback;
      const answer = () => {
        if (res.destroyed) return;
        if (reply.status) {
          res.writeHead(reply.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }));
        } else if (body.stream) {
          sendStream(res, body, reply.content ?? '');
        } else {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(completion(body, reply.content ?? '')));
        }
      };
      if (!reply.delayMs) return answer();
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer();
      }, reply.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    setDefault: (reply) => {
      fallback = reply;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

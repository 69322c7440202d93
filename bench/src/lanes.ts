import { Agent, request } from 'node:http';

/** One request on a keep-alive agent; resolves with its status (0 when the connection failed). */
export async function send(
  agent: Agent,
  url: string,
  method: string,
  cookie: string,
  body?: string,
): Promise<number> {
  return (await exchange(agent, url, method, cookie, body, false)).status;
}

/** Like `send`, and the answer's text too (empty when the connection failed). */
export function sendAndRead(
  agent: Agent,
  url: string,
  method: string,
  cookie: string,
  body?: string,
): Promise<{ status: number; text: string }> {
  return exchange(agent, url, method, cookie, body, true);
}

function exchange(
  agent: Agent,
  url: string,
  method: string,
  cookie: string,
  body: string | undefined,
  read: boolean,
): Promise<{ status: number; text: string }> {
  return new Promise((done) => {
    const req = request(
      url,
      { method, agent, headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        let text = '';
        if (read) res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        else res.resume();
        res.on('end', () => done({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', () => done({ status: 0, text: '' }));
    req.end(body);
  });
}

export const newAgent = () => new Agent({ keepAlive: true, maxSockets: 50 });

/**
 * Load made of write cycles, each on a "lane" of its own (a set card, a session), so concurrent cycles
 * never touch the same row. Without `rate`: 50 lanes flat out. With `rate`: cycles due evenly at that
 * rate on up to `lanes` lanes; `cycle` gets the moment each was due, so waiting for a free lane counts
 * in its latency. Returns the seconds it ran.
 */
export async function runLanes(
  cycle: (lane: number, dueAt: number) => Promise<void>,
  options: { seconds: number; rate?: number; lanes?: number },
): Promise<number> {
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const lanes = options.lanes ?? 100;
  if (!options.rate) {
    await Promise.all(
      Array.from({ length: Math.min(50, lanes) }, async (_, lane) => {
        while (performance.now() < deadline) await cycle(lane, performance.now());
      }),
    );
  } else {
    const free = Array.from({ length: lanes }, (_, lane) => lane);
    const waiting: number[] = [];
    const running: Promise<void>[] = [];
    const interval = 1000 / options.rate;
    const run = (lane: number, dueAt: number): void => {
      running.push(
        cycle(lane, dueAt).then(() => {
          const next = waiting.shift();
          if (next === undefined) free.push(lane);
          else run(lane, next);
        }),
      );
    };
    for (let due = started; due < deadline; due += interval) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const lane = free.pop();
      if (lane === undefined) waiting.push(due);
      else run(lane, due);
    }
    while (running.length > 0) await running.shift();
  }
  return (performance.now() - started) / 1000;
}

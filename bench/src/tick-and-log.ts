import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';

/**
 * Load for the workout log's write path: each "lane" is one set card of a 5 × 20 routine; a lane ticks
 * its set (PUT with a fresh id: logged, records found, XP paid in one transaction) and then unticks it
 * (DELETE), so every tick is a real one and the session never fills up. Measures the PUT.
 * Without `rate`: 50 lanes flat out. With `rate`: ticks due evenly at that rate, latency counted from
 * when each was due (waiting for a free lane counts too).
 */
export async function tickAndLogLoad(
  base: string,
  routinePath: string,
  cookie: string,
  options: { seconds: number; rate?: number; lanes?: number },
): Promise<{ rps: number; times: Float64Array; errors: number; non2xx: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 50 });
  const times: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let ticks = 0;

  const send = (method: 'PUT' | 'DELETE', path: string, body?: string) =>
    new Promise<number>((done) => {
      const req = request(
        `${base}${path}`,
        {
          method,
          agent,
          headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        },
        (res) => {
          res.resume();
          res.on('end', () => done(res.statusCode ?? 0));
        },
      );
      req.on('error', () => done(0));
      req.end(body);
    });

  const cycle = async (lane: number, dueAt: number) => {
    const id = randomUUID();
    const path = `${routinePath}/sets/${id}`;
    const body = JSON.stringify({
      workoutIndex: Math.floor(lane / 20),
      setIndex: lane % 20,
      reps: 5,
      weightKg: 60 + (ticks % 40),
      seconds: null,
      distanceM: null,
    });
    const status = await send('PUT', path, body);
    times.push(performance.now() - dueAt);
    ticks += 1;
    if (status === 0) errors += 1;
    else if (status >= 300) non2xx += 1;
    await send('DELETE', path);
  };

  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const lanes = options.lanes ?? 100;
  if (!options.rate) {
    await Promise.all(
      Array.from({ length: 50 }, async (_, lane) => {
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
  agent.destroy();
  return {
    rps: ticks / ((performance.now() - started) / 1000),
    times: Float64Array.from(times).sort(),
    errors,
    non2xx,
  };
}

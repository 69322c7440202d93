import { Agent, request } from 'node:http';

/**
 * An open-loop load generator: `rate` requests a second, evenly spaced, over up to 50 keep-alive
 * connections. autocannon's overallRate gives each connection a per-second quota that it spends at the
 * start of every second, so its "half rate" runs are bursts at full speed; this one is not.
 * Latency is measured from the moment a request was due, so time spent waiting for a free
 * connection counts too (no coordinated omission).
 */
export async function pacedLoad(
  url: string,
  headers: Record<string, string>,
  rate: number,
  seconds: number,
): Promise<{ times: Float64Array; errors: number; non2xx: number; rps: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 50 });
  const total = Math.max(1, Math.floor(rate * seconds));
  const interval = 1000 / rate;
  const times: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let sent = 0;
  let finished = 0;
  const started = performance.now();

  await new Promise<void>((done) => {
    const complete = () => {
      finished += 1;
      if (finished === total) done();
    };
    const fire = (due: number) => {
      const req = request(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) times.push(performance.now() - due);
          else non2xx += 1;
          complete();
        });
      });
      req.on('error', () => {
        errors += 1;
        complete();
      });
      req.end();
    };
    const tick = () => {
      const elapsed = performance.now() - started;
      const due = Math.min(total, Math.floor(elapsed / interval) + 1);
      while (sent < due) {
        fire(started + sent * interval);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, started + sent * interval - performance.now()));
    };
    tick();
  });
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { times: Float64Array.from(times).sort(), errors, non2xx, rps: total / elapsed };
}

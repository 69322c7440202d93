import { newAgent, runLanes, send } from './lanes';

/**
 * Load for kudos: each lane is one session the benchmark user may see (from their feed); a lane gives
 * kudos (PUT: the visibility check, the insert, the count read back) and takes them back (DELETE), so
 * every PUT writes a row and the data stays as seeded. Measures the PUT. Without `rate`: 50 lanes flat
 * out. With `rate`: PUTs due evenly at that rate, latency counted from when each was due.
 */
export async function kudosLoad(
  base: string,
  sessionIds: readonly string[],
  cookie: string,
  options: { seconds: number; rate?: number },
): Promise<{ rps: number; times: Float64Array; errors: number; non2xx: number }> {
  const agent = newAgent();
  const times: number[] = [];
  let errors = 0;
  let non2xx = 0;

  const cycle = async (lane: number, dueAt: number) => {
    const url = `${base}/api/history/sessions/${sessionIds[lane]}/kudos`;
    const status = await send(agent, url, 'PUT', cookie);
    times.push(performance.now() - dueAt);
    if (status === 0) errors += 1;
    else if (status >= 300) non2xx += 1;
    await send(agent, url, 'DELETE', cookie);
  };

  const seconds = await runLanes(cycle, { ...options, lanes: sessionIds.length });
  agent.destroy();
  return { rps: times.length / seconds, times: Float64Array.from(times).sort(), errors, non2xx };
}

import { newAgent, runLanes, send, sendAndRead } from './lanes';

/**
 * Load for comments: each lane is one session the benchmark user may see (from their feed); a lane
 * posts a comment (POST: the visibility check, the hourly count, the insert, the notice to the session's
 * owner, the comment read back with its writer) and deletes it, so the data stays as seeded. Measures
 * the POST. Without `rate`: 50 lanes flat out. With `rate`: POSTs due evenly at that rate, latency
 * counted from when each was due.
 */
export async function commentLoad(
  base: string,
  sessionIds: readonly string[],
  cookie: string,
  options: { seconds: number; rate?: number },
): Promise<{ rps: number; times: Float64Array; errors: number; non2xx: number }> {
  const agent = newAgent();
  const times: number[] = [];
  const body = JSON.stringify({ body: 'Strong session, well done!' });
  let errors = 0;
  let non2xx = 0;

  const cycle = async (lane: number, dueAt: number) => {
    const url = `${base}/api/history/sessions/${sessionIds[lane]}/comments`;
    const posted = await sendAndRead(agent, url, 'POST', cookie, body);
    times.push(performance.now() - dueAt);
    if (posted.status === 0) errors += 1;
    else if (posted.status >= 300) non2xx += 1;
    else {
      const { id } = JSON.parse(posted.text) as { id: string };
      await send(agent, `${base}/api/comments/${id}`, 'DELETE', cookie);
    }
  };

  const seconds = await runLanes(cycle, { ...options, lanes: sessionIds.length });
  agent.destroy();
  return { rps: times.length / seconds, times: Float64Array.from(times).sort(), errors, non2xx };
}

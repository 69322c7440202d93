import type { Agent } from 'node:http';
import { newAgent, runLanes, send, sendAndRead } from './lanes';

/** One write on a session: its status, and how to undo it so the data stays as seeded. */
type SessionWrite = (
  agent: Agent,
  base: string,
  sessionId: string,
  cookie: string,
) => Promise<{ status: number; undo: () => Promise<unknown> }>;

const nothingToUndo = async () => undefined;

/** Kudos (PUT: the visibility check, the insert, the count read back), then taken back (DELETE). */
export const giveKudos: SessionWrite = async (agent, base, sessionId, cookie) => {
  const url = `${base}/api/history/sessions/${sessionId}/kudos`;
  const status = await send(agent, url, 'PUT', cookie);
  return { status, undo: () => send(agent, url, 'DELETE', cookie) };
};

const COMMENT = JSON.stringify({ body: 'Strong session, well done!' });

/**
 * A comment (POST: the visibility check, the hourly count, the insert, the notice to the session's owner,
 * the comment read back with its writer), then deleted.
 */
export const postComment: SessionWrite = async (agent, base, sessionId, cookie) => {
  const posted = await sendAndRead(
    agent,
    `${base}/api/history/sessions/${sessionId}/comments`,
    'POST',
    cookie,
    COMMENT,
  );
  if (posted.status !== 201) return { status: posted.status, undo: nothingToUndo };
  const { id } = JSON.parse(posted.text) as { id: string };
  return { status: posted.status, undo: () => send(agent, `${base}/api/comments/${id}`, 'DELETE', cookie) };
};

/**
 * Load of writes on sessions the benchmark user may see (from their feed), one session per lane, timing
 * the write and not its undoing. Without `rate`: 50 lanes flat out. With `rate`: writes due evenly at
 * that rate, latency counted from when each was due.
 */
export async function sessionWriteLoad(
  write: SessionWrite,
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
    const { status, undo } = await write(agent, base, sessionIds[lane]!, cookie);
    times.push(performance.now() - dueAt);
    if (status === 0) errors += 1;
    else if (status >= 300) non2xx += 1;
    await undo();
  };

  const seconds = await runLanes(cycle, { ...options, lanes: sessionIds.length });
  agent.destroy();
  return { rps: times.length / seconds, times: Float64Array.from(times).sort(), errors, non2xx };
}
